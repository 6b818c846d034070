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

/** src/app/icons.css: a custom property per shape (`--icon-search`) and a class that draws it (`.i-search`). */
export function iconsCss(): string {
  const names = Object.keys(ICON_SHAPES) as Array<keyof typeof ICON_SHAPES>
  const properties = names.map((name) => `  --icon-${name}: ${iconUrl(ICON_SHAPES[name])};`)
  const classes = names.map((name) => `.i-${name} {\n  --icon: var(--icon-${name});\n}`)
  return [
    '/* Generated from src/lib/icons/shapes.ts by `npm run generate:icons-css`; do not edit. */',
    `:root {\n${properties.join('\n')}\n}`,
    ...classes,
    '',
  ].join('\n')
}
