import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape.js'

/** A page as Next.js writes one: markup, then the payload in chunks, each in its own script. */
export function page(chunks: Array<string | Buffer>, between = ''): string {
  const scripts = chunks.map((chunk) => {
    const data = typeof chunk === 'string' ? [1, chunk] : [3, chunk.toString('base64')]
    return `<script>self.__next_f.push(${htmlEscapeJsonString(JSON.stringify(data))})</script>`
  })
  return `<!DOCTYPE html><html><body><main><p>Markup &amp; text</p></main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${scripts.join(between)}</body></html>`
}

export const text = 'Text with </script> and “quotes”, é and \u2028'
/** A payload with one static island, the article, whose text must not survive the cut. */
export const payload = Buffer.from(
  `1:I["StaticIsland.js",[],"StaticIsland"]\n2:T${Buffer.byteLength(text).toString(16)},${text}0:["$","main",null,{"children":["$","$L1",null,{"staticIsland":"article","children":["$","p",null,{"children":"$2"}]}]}]\n`,
)
