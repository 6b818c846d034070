import { notFound } from 'next/navigation'
import { getListedPages } from '@/lib/content/loader'
import { siteSettings } from '@/lib/settings'
import { findLlmsPart, llmsPartText, llmsParts } from './llms-parts'
import { PLAIN_TEXT_CONTENT_TYPE, textResponse } from './response'

type Params = { part: string }

/** `/llms-full/{part}.txt` for every part of the full text (llms-parts.ts). */
export function llmsPartParams(): Params[] {
  return llmsParts(getListedPages(), siteSettings().NEXT_PUBLIC_SITE_URL).map((part) => ({ part: `${part.slug}.txt` }))
}

/** One part's file; any other name is a 404. */
export async function llmsPartGet(_request: Request, { params }: { params: Promise<Params> }): Promise<Response> {
  const { part: file } = await params
  const siteUrl = siteSettings().NEXT_PUBLIC_SITE_URL
  const part = findLlmsPart(getListedPages(), file, siteUrl)
  if (!part) notFound()
  return textResponse(llmsPartText(part, siteUrl), PLAIN_TEXT_CONTENT_TYPE)
}
