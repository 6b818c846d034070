import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon, SearchIcon } from '@/components/icons'
import { iconSvg, iconsCss, iconUrl } from '@/lib/icons/icons-css'
import { ICON_SHAPES } from '@/lib/icons/shapes'

describe('icons drawn by CSS', () => {
  it('are committed as generated from the shapes (run npm run generate:icons-css)', () => {
    expect(readFileSync('src/app/icons.css', 'utf8')).toBe(iconsCss())
  })

  it('give every shape a class, and a property only to those globals.css draws itself', () => {
    const css = iconsCss()
    for (const [name, shape] of Object.entries(ICON_SHAPES)) {
      expect(css).toContain(`.i-${name} {\n  --icon: ${'property' in shape ? `var(--icon-${name})` : iconUrl(shape)};\n}`)
      expect(css.includes(`--icon-${name}: url(`), name).toBe('property' in shape)
      // Each shape's data once.
      expect(css.split(iconUrl(shape)).length - 1, name).toBe(1)
    }
  })

  it('draw line icons with a stroke and brand marks filled', () => {
    expect(iconSvg(ICON_SHAPES.search)).toContain("fill='none' stroke='black' stroke-width='1.8'")
    expect(iconSvg(ICON_SHAPES['card-cog'])).toContain("stroke-width='1.7'")
    expect(iconSvg(ICON_SHAPES.github)).toMatch(/^<svg [^>]*fill='black'>/)
  })

  it('escape what a data URL in double quotes cannot hold', () => {
    const url = iconUrl({ stroke: 1, body: `<path d='M0 0' fill='#000'/>` })
    expect(url).toMatch(/^url\("data:image\/svg\+xml,[^"<>#]*"\)$/)
    expect(url).toContain('%23000')
    expect(decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2))).toBe(iconSvg({ stroke: 1, body: `<path d='M0 0' fill='#000'/>` }))
  })

  it('render as a hidden span naming its shape, with the caller\'s classes', () => {
    expect(renderToStaticMarkup(<SearchIcon />)).toBe('<span aria-hidden="true" class="i i-search"></span>')
    expect(renderToStaticMarkup(<Icon name="star" className="size-4" />)).toBe('<span aria-hidden="true" class="i i-star size-4"></span>')
  })

  it('have a property exactly where globals.css names one', () => {
    const css = readFileSync('src/app/globals.css', 'utf8')
    const named = new Set([...css.matchAll(/var\(--icon-([a-z-]+)\)/g)].map((used) => used[1]))
    const properties = Object.entries(ICON_SHAPES).filter(([, shape]) => 'property' in shape).map(([name]) => name)
    expect([...named].sort()).toEqual(properties.sort())
  })
})
