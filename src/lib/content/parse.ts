import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { remarkHeadingIds, type DocHeading } from './remark-heading-ids'

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm)
const headingIds = unified().use(remarkHeadingIds)

/** Bump when the parser's plugins change: cached trees from another version are ignored. */
const PARSE_VERSION = 'mdx3-gfm4-v1'
const CACHE_DIR = join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', '.cache', 'nitric-docs', 'mdast')

/**
 * MDX source → mdast, the one parse each page gets. Trees are cached on disk by content hash, so the
 * content check, every build worker and the server share one parse per page version; a cache that
 * cannot be read or written is simply skipped.
 */
export function parseSource(source: string, path: string, { cache = true } = {}): Root {
  const key = createHash('sha1').update(PARSE_VERSION).update('\0').update(source).digest('hex')
  const cached = join(CACHE_DIR, key.slice(0, 2), `${key}.json`)
  if (cache) {
    try {
      return JSON.parse(readFileSync(cached, 'utf8')) as Root
    } catch {
      // not cached yet
    }
  }
  const tree = parser.parse(new VFile({ value: source, path }))
  if (cache) {
    try {
      mkdirSync(join(CACHE_DIR, key.slice(0, 2)), { recursive: true })
      const temporary = `${cached}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify(tree))
      renameSync(temporary, cached)
    } catch {
      // a read-only checkout still works, it just parses again next time
    }
  }
  return tree
}

/** Gives headings their ids (after any generated sections are in the tree) and lists them. */
export function assignHeadingIds(tree: Root, path: string): DocHeading[] {
  const file = new VFile({ path })
  headingIds.runSync(tree, file)
  return file.data.headings ?? []
}

/** Parse plus heading ids, uncached: for tests and tools that handle a snippet of MDX. */
export function parseMdx(body: string, path: string): { tree: Root; headings: DocHeading[] } {
  const tree = parseSource(body, path, { cache: false })
  return { tree, headings: assignHeadingIds(tree, path) }
}
