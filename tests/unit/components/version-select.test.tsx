// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VersionSelect } from '@/components/VersionSelect'
import { siteConfig } from '@/site.config'

const props = {
  sdkLabel: 'Node.js',
  current: 'v0',
  options: [
    { version: 'v1', href: '/reference/nodejs', latest: true },
    { version: 'v0', href: '/reference/nodejs/v0', latest: false },
  ],
}

describe('the version selector', () => {
  it('is a button, named for the SDK and the version shown, that opens a popover list of every version', () => {
    render(<VersionSelect {...props} />)
    const button = screen.getByRole('button', { name: 'Node.js version: v0' })
    const menu = document.getElementById(button.getAttribute('popovertarget')!)!
    expect(menu).toHaveAttribute('popover', 'auto')
    expect(menu).toHaveAccessibleName('Node.js version')
    expect(within(menu).getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      // The latest goes to /reference/{sdk}, any other to /reference/{sdk}/{version}; the Latest badge is part of the name.
      ['v1 Latest', `${siteConfig.basePath}/reference/nodejs`, null],
      ['v0', `${siteConfig.basePath}/reference/nodejs/v0`, 'page'],
    ])
  })
})
