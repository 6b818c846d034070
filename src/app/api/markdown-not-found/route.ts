import { getListedPages } from '@/lib/content/loader'
import { readOnlyRoute } from '@/lib/http/methods'
import { markdownNotFoundResponse } from '@/lib/markdown/not-found'
import { siteSettings } from '@/lib/settings'

// The Markdown 404: GET /docs/api/markdown-not-found?path=/docs/storge.md. The server's request
// path sends a `.md` address that names no page here (and a page address asked for as Markdown).
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute((request) =>
  markdownNotFoundResponse(request, getListedPages(), siteSettings().NEXT_PUBLIC_SITE_URL),
)
