import { ICON_SHAPES, type IconShape } from './shapes'

/** One grid cell per shape. */
const CELL = 24

type Shapes = ReadonlyArray<readonly [string, IconShape]>

const entries = (): Shapes => Object.entries(ICON_SHAPES) as Array<[string, IconShape]>

/**
 * Every shape in one SVG, side by side in a strip of 24-unit cells: the page decodes one image for
 * all its icons (one SVG document per image is main-thread work before first paint, measured at 4×
 * CPU as about 10 ms an icon). Black on transparent: only its alpha matters to a mask.
 */
export function spriteSvg(shapes: Shapes = entries()): string {
  const cells = shapes.map(([, shape], i) => {
    const paint = shape.stroke === undefined ? " fill='black' stroke='none'" : ` stroke-width='${shape.stroke}'`
    return `<g transform='translate(${i * CELL})'${paint}>${shape.body}</g>`
  })
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${shapes.length * CELL} ${CELL}' fill='none' stroke='black' stroke-linecap='round' stroke-linejoin='round'>${cells.join('')}</svg>`
}

/** The SVG as a `url()` for CSS: only the characters a data URL in double quotes cannot hold are escaped. */
export function svgUrl(svg: string): string {
  return `url("data:image/svg+xml,${svg.replace(/[<>#%"]/g, (c) => encodeURIComponent(c))}")`
}

/**
 * Where a shape's cell is in the strip, as a mask position: with the strip scaled to the icon's
 * height (`--icons-size`), x% lines up x% of the strip with x% of the box, so cell i of n is at
 * i / (n - 1).
 */
export function cellPosition(index: number, count: number): string {
  return count < 2 ? '0%' : `${Number(((index / (count - 1)) * 100).toFixed(4))}%`
}

/**
 * src/app/icons.css: the strip (`--icons`) and its size, a class per shape that picks its cell
 * (`.i-search`, drawn by `.i` in globals.css), and a custom property (`--icon-copy`) for the shapes
 * globals.css also draws on pseudo-elements.
 */
export function iconsCss(shapes: Shapes = entries()): string {
  const n = shapes.length
  const properties = shapes.flatMap(([name, shape], i) => (shape.property ? [`  --icon-${name}: ${cellPosition(i, n)};`] : []))
  const classes = shapes.map(([name, shape], i) => `.i-${name} {\n  --icon-cell: ${shape.property ? `var(--icon-${name})` : cellPosition(i, n)};\n}`)
  return [
    '/* Generated from src/lib/icons/shapes.ts by `npm run generate:icons-css`; do not edit. */',
    `:root {\n  --icons: ${svgUrl(spriteSvg(shapes))};\n  --icons-size: ${n * 100}% 100%;\n${properties.join('\n')}\n}`,
    ...classes,
    '',
  ].join('\n')
}
