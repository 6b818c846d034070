import type { NextAdapter } from 'next'
import { finishPages, pageTransformOn } from './page-output'

type BuildContext = Parameters<NonNullable<NextAdapter['onBuildComplete']>>[0]

/** `onBuildComplete` of scripts/next-build-adapter.mjs: the prerendered pages, from the outputs Next.js documents. */
export async function finishBuild(context: BuildContext): Promise<void> {
  const prerendered = context.outputs.prerenders.flatMap((prerender) =>
    prerender.fallback?.filePath ? [{ pathname: prerender.pathname, file: prerender.fallback.filePath, status: prerender.fallback.initialStatus ?? 200 }] : [],
  )
  await finishPages(prerendered, { distDir: context.distDir, basePath: context.config.basePath, transform: pageTransformOn() })
}
