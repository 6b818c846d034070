// Islands (scripts/lib/islands.ts) import stylesheets as their text, which they add to the page themselves.
declare module '*.css' {
  const text: string
  export default text
}
