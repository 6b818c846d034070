import { siteOgService } from '@/lib/og/site'

// The social image every page's metadata points at: GET /docs/api/og?title=..&description=..
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return siteOgService().respond(request)
}
