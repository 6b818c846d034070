/**
 * Every icon the site draws, on one 24-unit grid: the SVG elements of each, written once. They are
 * drawn by CSS as masks over the text colour (src/app/icons.css, generated from this file by
 * `npm run generate:icons-css`), so a page's HTML and React payload carry a short class per icon
 * instead of its SVG markup, and the stylesheet every page shares carries the shapes.
 */
export interface IconShape {
  /** SVG elements, attribute values in single quotes. */
  body: string
  /** Line icons: the stroke's width. Filled shapes (a brand mark) have none. */
  stroke?: number
  /** Also a custom property, `--icon-{name}`, for rules in globals.css that draw it on a pseudo-element. */
  property?: true
}

const LINE = 1.8
/** The building-block cards' icons are drawn a little lighter. */
const CARD = 1.7

export const ICON_SHAPES = {
  search: { stroke: LINE, body: "<circle cx='11' cy='11' r='6.5'/><path d='m16 16 4.5 4.5'/>" },
  sun: { stroke: LINE, body: "<circle cx='12' cy='12' r='4'/><path d='M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4'/>" },
  moon: { stroke: LINE, body: "<path d='M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z'/>" },
  menu: { stroke: LINE, body: "<path d='M4 7h16M4 12h16M4 17h16'/>" },
  close: { stroke: LINE, body: "<path d='m6 6 12 12M18 6 6 18'/>" },
  'arrow-left': { stroke: LINE, body: "<path d='M19 12H5m6-6-6 6 6 6'/>" },
  'arrow-right': { stroke: LINE, body: "<path d='M5 12h14m-6-6 6 6-6 6'/>" },
  'chevron-down': { stroke: LINE, property: true, body: "<path d='m6 9 6 6 6-6'/>" },
  star: { stroke: LINE, body: "<path d='m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z'/>" },
  pencil: { stroke: LINE, body: "<path d='M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4'/>" },
  chat: { stroke: LINE, body: "<path d='M5 5h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-8l-4.5 3.5V17H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z'/><path d='M9 11h.01M12 11h.01M15 11h.01'/>" },
  x: { stroke: LINE, body: "<path d='M4 4l16 16M20 4 4 20'/>" },
  video: { stroke: LINE, body: "<rect x='3' y='6' width='18' height='12' rx='3'/><path d='m10.5 9.5 4 2.5-4 2.5v-5Z' fill='black'/>" },
  link: { stroke: LINE, property: true, body: "<path d='M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'/>" },
  copy: { stroke: LINE, property: true, body: "<rect x='8' y='8' width='12' height='12' rx='2'/><path d='M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2'/>" },
  check: { stroke: LINE, property: true, body: "<path d='m5 12.5 4.5 4.5L19 7.5'/>" },
  /* A brand mark, simplified and drawn for this site. */
  github: {
    body: "<path d='M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.46-1.11-1.46-.91-.62.07-.61.07-.61 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.5 9.5 0 0 1 5 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.38.2 2.4.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85v2.74c0 .27.18.58.69.48A10 10 0 0 0 12 2Z'/>",
  },
  'card-cog': { stroke: CARD, body: "<circle cx='12' cy='12' r='3'/><path d='M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8'/>" },
  'card-document': { stroke: CARD, body: "<path d='M7 3h7l4 4v14H7V3Z'/><path d='M14 3v4h4M10 12h5M10 16h5'/>" },
  'card-user': { stroke: CARD, body: "<circle cx='12' cy='8' r='3.5'/><path d='M5 20a7 7 0 0 1 14 0'/>" },
  'card-users': { stroke: CARD, body: "<circle cx='9' cy='8' r='3'/><path d='M3.5 19a5.5 5.5 0 0 1 11 0M15.5 5.2a3 3 0 0 1 0 5.6M17 13.6a5.5 5.5 0 0 1 3.5 5.4'/>" },
  'card-chat': { stroke: CARD, body: "<path d='M5 5h14v10H10l-4 3.5V15H5V5Z'/>" },
  'card-envelope': { stroke: CARD, body: "<rect x='3.5' y='5.5' width='17' height='13' rx='1.5'/><path d='m4 7 8 6 8-6'/>" },
} satisfies Record<string, IconShape>

export type IconName = keyof typeof ICON_SHAPES
