import type { NextAdapter } from 'next'
import { finishPages, NOT_FOUND_ROUTE, pageTransformOn } from './page-output'

type BuildContext = Parameters<NonNullable<NextAdapter['onBuildComplete']>>[0]

/**
 * `onBuildComplete` of scripts/next-build-adapter.mjs: the prerendered pages, from the outputs Next.js
 * documents, and the static 404 page it writes when the not-found page is static (its `/404` output).
 */
export async function finishBuild(context: BuildContext): Promise<void> {
  const prerendered = context.outputs.prerenders.flatMap((prerender) =>
    prerender.fallback?.filePath ? [{ pathname: prerender.pathname, file: prerender.fallback.filePath, status: prerender.fallback.initialStatus ?? 200 }] : [],
  )
  for (const file of context.outputs.staticFiles) {
    if (file.id === '/404' && file.filePath.endsWith('.html')) prerendered.push({ pathname: `${context.config.basePath}${NOT_FOUND_ROUTE}`, file: file.filePath, status: 404 })
  }
  await finishPages(prerendered, { distDir: context.distDir, basePath: context.config.basePath, transform: pageTransformOn() })
}
