import { latestVersion, referenceHref, SDKS } from '../../sdks'
import { pageUrl } from '../urls'
import { defineTool } from './tool'

export const listSdks = defineTool({
  name: 'list_sdks',
  title: 'List the Nitric SDKs',
  description:
    'Every Nitric SDK this documentation covers: its id (the sdk argument of the other tools), language, status (stable, experimental or legacy), ' +
    'major versions newest first with the package name to install, and each version\'s reference URL. Call it first to learn which ids and versions exist.',
  inputSchema: {},
  run(_args, sources) {
    const routes = sources.routes()
    const blocks = SDKS.map((sdk) => {
      const versions = sdk.versionInfo.map((info) => {
        const href = referenceHref(sdk, info.id)
        const facts = [`package \`${info.package}\``, `source ${info.source}`, `reference ${info.reference}`]
        return `  - ${info.id}${info.id === latestVersion(sdk) ? ' (latest)' : ''}: ${facts.join(', ')}${routes.has(href) ? `, ${pageUrl(sources.siteUrl, href)}` : ''}`
      })
      return [`- ${sdk.label} (sdk "${sdk.id}"): ${sdk.status}, samples in ${sdk.language}`, ...versions].join('\n')
    })
    return `Nitric SDKs (${SDKS.length}):\n\n${blocks.join('\n')}\n\nPass the sdk id and a version such as "v1" to search_docs, get_symbol, list_equivalents and diff_versions.\n`
  },
})
