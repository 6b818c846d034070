import { pageRequestChecks } from '@/lib/feedback/page-request-checks'
import { postOptionsRoute } from '@/lib/http/methods'
import { handleSearchSignalsRequest, methodNotAllowed, searchSignalsOptions } from '@/lib/search-signals/handler'
import { searchSignalServices } from '@/lib/search-signals/services'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

function post(request: Request): Promise<Response> {
  const { settings, ...services } = searchSignalServices()
  return handleSearchSignalsRequest(request, { ...services, enabled: settings.enabled, ...pageRequestChecks(settings.trustProxy) })
}

export const { POST, OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = postOptionsRoute(post, searchSignalsOptions, methodNotAllowed)
