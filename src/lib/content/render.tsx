import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import { compileMDX } from 'next-mdx-remote/rsc'
import { mdxComponents } from '@/components/mdx'
import { CODE_THEMES, codeMetaTransformer, getHighlighter } from './highlighter'
import type { DocPage } from './loader'
import { remarkPlugins } from './parse'

/** Compiles a page's MDX body to React on the server, with build-time highlighting. */
export async function renderPage(page: DocPage) {
  const highlighter = await getHighlighter()
  const { content } = await compileMDX({
    source: page.body,
    components: mdxComponents,
    options: {
      // Content is our own, reviewed in the repository: props such as level={2} need expressions.
      blockJS: false,
      mdxOptions: {
        remarkPlugins,
        rehypePlugins: [
          [
            rehypeShikiFromHighlighter,
            highlighter,
            { themes: CODE_THEMES, defaultColor: 'light', fallbackLanguage: 'text', transformers: [codeMetaTransformer] },
          ],
        ],
      },
    },
  })
  return content
}
