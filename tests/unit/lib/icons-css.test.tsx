import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon, SearchIcon } from '@/components/icons'
import { cellPosition, iconsCss, spriteSvg, svgUrl } from '@/lib/icons/icons-css'
import { ICON_SHAPES } from '@/lib/icons/shapes'

const names = Object.keys(ICON_SHAPES)

describe('icons drawn by CSS', () => {
  it('are committed as generated from the shapes (run npm run generate:icons-css)', () => {
    expect(readFileSync('src/app/icons.css', 'utf8')).toBe(iconsCss())
  })

  it('are one image: every shape once, in its own 24-unit cell of one strip', () => {
    const svg = spriteSvg()
    expect(svg).toMatch(new RegExp(`^<svg [^>]*viewBox='0 0 ${names.length * 24} 24'`))
    names.forEach((name, i) => {
      const shape = ICON_SHAPES[name as keyof typeof ICON_SHAPES]
      expect(svg.split(shape.body).length - 1, name).toBe(1)
      expect(svg, name).toContain(`<g transform='translate(${i * 24})'${'stroke' in shape ? ` stroke-width='${shape.stroke}'` : " fill='black' stroke='none'"}>${shape.body}</g>`)
    })
    expect(iconsCss().match(/data:image\/svg\+xml/g)).toHaveLength(1)
  })

  it('place each cell exactly in the box, whatever its size', () => {
    const n = names.length
    for (const box of [16, 20, 24]) {
      names.forEach((_, i) => {
        // A mask position of x% puts the strip at (box - strip) × x%.
        const offset = ((box - n * box) * parseFloat(cellPosition(i, n))) / 100
        expect(Math.abs(offset + i * box)).toBeLessThan(0.01)
      })
    }
    expect(iconsCss()).toContain(`--icons-size: ${n * 100}% 100%;`)
  })

  it('give every shape a class, and a property only to those globals.css draws itself', () => {
    const css = iconsCss()
    names.forEach((name, i) => {
      const shape = ICON_SHAPES[name as keyof typeof ICON_SHAPES]
      const position = cellPosition(i, names.length)
      expect(css).toContain(`.i-${name} {\n  --icon-cell: ${'property' in shape ? `var(--icon-${name})` : position};\n}`)
      expect(css.includes(`  --icon-${name}: ${position};`), name).toBe('property' in shape)
    })
  })

  it('escape what a data URL in double quotes cannot hold', () => {
    const svg = `<svg><path d='M0 0' fill='#000'/></svg>`
    const url = svgUrl(svg)
    expect(url).toMatch(/^url\("data:image\/svg\+xml,[^"<>#]*"\)$/)
    expect(decodeURIComponent(url.slice('url("data:image/svg+xml,'.length, -2))).toBe(svg)
  })

  it("render as a hidden span naming its shape, with the caller's classes", () => {
    expect(renderToStaticMarkup(<SearchIcon />)).toBe('<span aria-hidden="true" class="i i-search"></span>')
    expect(renderToStaticMarkup(<Icon name="star" className="size-4" />)).toBe('<span aria-hidden="true" class="i i-star size-4"></span>')
  })

  it('have a property exactly where globals.css names one', () => {
    const css = readFileSync('src/app/globals.css', 'utf8')
    const named = new Set([...css.matchAll(/var\(--icon-(?!cell\))([a-z-]+)\)/g)].map((used) => used[1]))
    const properties = Object.entries(ICON_SHAPES).filter(([, shape]) => 'property' in shape).map(([name]) => name)
    expect([...named].sort()).toEqual(properties.sort())
  })
})
