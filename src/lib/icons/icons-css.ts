import { ICON_SHAPES, type IconShape } from './shapes'

/** A standalone SVG of the shape, black on transparent: only its alpha matters to a mask. */
export function iconSvg(shape: IconShape): string {
  const paint = shape.stroke === undefined ? "fill='black'" : `fill='none' stroke='black' stroke-width='${shape.stroke}' stroke-linecap='round' stroke-linejoin='round'`
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' ${paint}>${shape.body}</svg>`
}

/** The SVG as a `url()` for CSS: only the characters a data URL in double quotes cannot hold are escaped. */
export function iconUrl(shape: IconShape): string {
  const escaped = iconSvg(shape).replace(/[<>#%"]/g, (c) => encodeURIComponent(c))
  return `url("data:image/svg+xml,${escaped}")`
}

/**
 * src/app/icons.css: a class per shape that draws it (`.i-search`, with `.i` in globals.css), and a
 * custom property (`--icon-copy`) for the shapes globals.css also draws on pseudo-elements. Each
 * shape's data is in the file once: the stylesheet every page loads first should stay small.
 */
export function iconsCss(): string {
  const shapes = Object.entries(ICON_SHAPES) as Array<[string, IconShape]>
  const properties = shapes.filter(([, shape]) => shape.property).map(([name, shape]) => `  --icon-${name}: ${iconUrl(shape)};`)
  const classes = shapes.map(([name, shape]) => `.i-${name} {\n  --icon: ${shape.property ? `var(--icon-${name})` : iconUrl(shape)};\n}`)
  return ['/* Generated from src/lib/icons/shapes.ts by `npm run generate:icons-css`; do not edit. */', `:root {\n${properties.join('\n')}\n}`, ...classes, ''].join('\n')
}
