// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installAcceptedValues } from '@/lib/enhance/accepted-values'
import { AcceptedValues } from '@/components/mdx/AcceptedValues'
import { Callout, Note, Warning } from '@/components/mdx/Callout'
import { Card, Cards } from '@/components/mdx/Cards'
import { Heading } from '@/components/mdx/Heading'
import { MethodBadge, methodBadgeClass } from '@/components/mdx/MethodBadge'
import { Properties, Property } from '@/components/mdx/Properties'

describe('headings', () => {
  it('link to their own anchor and use the small offset without tag or label', () => {
    render(<Heading id="access">Access</Heading>)
    const heading = screen.getByRole('heading', { level: 2, name: 'Access' })
    expect(heading).toHaveAttribute('id', 'access')
    expect(heading).toHaveClass('scroll-mt-24')
    expect(screen.getByRole('link', { name: 'Access' })).toHaveAttribute('href', '#access')
  })

  it('show tag and label and use the larger offset', () => {
    render(
      <Heading level={3} id="list" tag="GET" label="/files">
        List files
      </Heading>,
    )
    const heading = screen.getByRole('heading', { level: 3, name: 'List files' })
    expect(heading).toHaveClass('scroll-mt-32')
    expect(screen.getByText('GET')).toHaveAttribute('data-method', 'GET')
    expect(screen.getByText('/files')).toBeInTheDocument()
  })

  it('can drop the anchor link', () => {
    render(
      <Heading id="plain" anchor={false}>
        Plain
      </Heading>,
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('accepted values', () => {
  it('render closed on the server and toggle with an accessible button through the page’s listener', () => {
    const listeners = new AbortController()
    installAcceptedValues(document, listeners.signal)
    render(
      <AcceptedValues>
        <ul>
          <li>read</li>
        </ul>
      </AcceptedValues>,
    )
    const button = screen.getByRole('button', { name: 'Show accepted values' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('read')).not.toBeVisible()
    fireEvent.click(button)
    expect(screen.getByRole('button', { name: 'Hide accepted values' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('read')).toBeVisible()
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(screen.getByText('read'))
    fireEvent.click(button)
    expect(screen.getByRole('button', { name: 'Show accepted values' })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('read')).not.toBeVisible()
    listeners.abort()
  })
})

describe('parameter lists', () => {
  it('show name, type, description and a required or optional marker', () => {
    render(
      <Properties>
        <Property name="name" type="string" required>
          The bucket name.
        </Property>
        <Property name="options" type="object">
          Extra settings.
        </Property>
      </Properties>,
    )
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveTextContent(/name.*string.*Required.*The bucket name\./)
    expect(items[1]).toHaveTextContent(/options.*object.*Optional.*Extra settings\./)
  })
})

describe('cards', () => {
  it('link to pages in a 1/2/4 column grid, with the document icon by default', () => {
    const { container } = render(
      <Cards>
        <Card href="https://example.com" name="Outside" description="A site" pattern={2} />
        <Card href="https://example.com/b" name="Chat" icon="chat" pattern={7} />
      </Cards>,
    )
    expect(container.firstChild).toHaveClass('grid-cols-1', 'sm:grid-cols-2', 'xl:grid-cols-4')
    expect(screen.getByRole('link', { name: /Outside\s*A site/ })).toHaveAttribute('href', 'https://example.com')
    expect(container.querySelectorAll('a')[0].querySelector('.card-icon > .i')).toHaveClass('i-card-document')
    expect(container.querySelectorAll('a')[1].querySelector('.card-icon > .i')).toHaveClass('i-card-chat')
    expect(container.querySelectorAll('a')[1]).toHaveClass('card-pattern-3')
  })

  it('are a list whose descriptions are paragraphs, so cards read apart as text', () => {
    const { container } = render(
      <Cards>
        <Card href="/apis" name="APIs" description="Serve HTTP routes." />
        <Card href="/http" name="HTTP" description="Run a web framework." />
      </Cards>,
    )
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[1]).getByText('Run a web framework.').tagName).toBe('P')
    expect(container.querySelectorAll('li > a > p.card-description')).toHaveLength(2)
  })
})

describe('callouts and badges', () => {
  it('label callouts by type', () => {
    render(
      <>
        <Note>n</Note>
        <Warning>w</Warning>
        <Callout type="tip" title="Good to know">t</Callout>
      </>,
    )
    expect(screen.getByRole('complementary', { name: 'Note' })).toHaveTextContent('n')
    expect(screen.getByRole('complementary', { name: 'Warning' })).toHaveAttribute('data-callout', 'warning')
    expect(screen.getByRole('complementary', { name: 'Good to know' })).toHaveAttribute('data-callout', 'tip')
  })

  it('colour HTTP methods differently and anything else neutrally', () => {
    const classes = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map(methodBadgeClass)
    expect(new Set(classes).size).toBe(5)
    expect(methodBadgeClass('get')).toBe(methodBadgeClass('GET'))
    expect(methodBadgeClass('HEAD')).toContain('zinc')
    render(<MethodBadge method="post" />)
    expect(screen.getByText('POST')).toHaveAttribute('data-method', 'POST')
  })
})
