import { llmsPartGet, llmsPartParams } from '@/lib/markdown/llms-part-route'

// /docs/llms-full/{part}.txt: one part of the full text (src/lib/markdown/llms-parts.ts), built at build time; any other name is a 404.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return llmsPartParams()
}

export const GET = llmsPartGet
