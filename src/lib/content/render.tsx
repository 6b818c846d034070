import { createProcessor, run } from '@mdx-js/mdx'
import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import * as runtime from 'react/jsx-runtime'
import { VFile } from 'vfile'
import { mdxComponents } from '@/components/mdx'
import { markCheckedSamples } from '../sample-links/mark'
import { readSampleRecords } from '../sample-links/store'
import { sampleLinksTransformer } from '../sample-links/transformer'
import { codeHtmlTransformer } from './code-html'
import { CODE_THEMES, codeMetaTransformer, getHighlighter, NO_TIME_LIMIT } from './highlighter'
import type { DocPage } from './loader'
import { tokenClassTransformer, tokenColours } from './token-classes'

let processor: Promise<ReturnType<typeof createProcessor>> | undefined

function mdxProcessor() {
  processor ??= getHighlighter().then((highlighter) =>
    createProcessor({
      outputFormat: 'function-body',
      rehypePlugins: [
        [rehypeShikiFromHighlighter, highlighter, { themes: CODE_THEMES, defaultColor: 'light', fallbackLanguage: 'text', mergeSameStyleTokens: true, tokenizeTimeLimit: NO_TIME_LIMIT, transformers: [codeMetaTransformer, tokenClassTransformer(tokenColours(highlighter)), sampleLinksTransformer(readSampleRecords), codeHtmlTransformer] }],
      ],
    }),
  )
  return processor
}

// The development server keeps a page object while its file is unchanged: compile each version once.
const compiledPages = new WeakMap<DocPage, Promise<string>>()

function compiled(page: DocPage): Promise<string> {
  let code = compiledPages.get(page)
  if (!code) {
    code = mdxProcessor().then(async (mdx) => {
      const file = new VFile({ path: page.file })
      const tree = structuredClone(page.tree)
      markCheckedSamples(tree, page, readSampleRecords())
      // The processor is typed from its parse step; running it on an mdast tree starts after that step.
      const estree = await mdx.run(tree as never, file)
      return String(mdx.stringify(estree, file))
    })
    compiledPages.set(page, code)
  }
  return code
}

/**
 * Compiles a page to React on the server from the loader's tree (no second parse), with build-time
 * highlighting. Content is our own, reviewed in the repository, so its expressions are trusted.
 */
export async function renderPage(page: DocPage) {
  const { default: Content } = await run(await compiled(page), { ...runtime, baseUrl: import.meta.url })
  return <Content components={mdxComponents} />
}
