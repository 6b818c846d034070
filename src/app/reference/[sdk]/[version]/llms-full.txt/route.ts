import { sdkLlmsParams, sdkLlmsRoute } from '@/lib/markdown/sdk-llms-route'

// /docs/reference/{sdk}/{version}/llms-full.txt, built at build time (src/lib/markdown/sdk-llms-route.ts).
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return sdkLlmsParams(true)
}

export const GET = sdkLlmsRoute(true)
