import { z } from 'zod'
import { SDKS } from '../../sdks'
import { boundText } from '../answer'
import { MAX_NAME_CHARS } from '../limits'
import { resolveSdkVersion, sdkSchema, versionSchema } from '../sdk-version'
import { entryName, findSymbol } from '../symbol-lookup'
import { pageUrl } from '../urls'
import { defineTool } from './tool'

export const listEquivalents = defineTool({
  name: 'list_equivalents',
  title: 'Find the same operation in other SDKs',
  description:
    'The same operation as one resource or method (matched by its operation key) in every other SDK and version of Nitric, with each one\'s name and page URL, and the SDK versions that lack it. ' +
    'Use it to port code between languages or versions. name is fuzzy, as in get_symbol.',
  inputSchema: {
    sdk: sdkSchema.describe('SDK id of the symbol you know, e.g. "nodejs".'),
    version: versionSchema.optional().describe('Its major version, e.g. "v1"; the latest when left out.'),
    name: z.string().trim().min(1, 'must not be empty').max(MAX_NAME_CHARS).describe('Resource or method name, e.g. "bucket.file.read" or "File.read".'),
  },
  run({ sdk, version, name }, sources) {
    const resolved = resolveSdkVersion(sdk, version)
    const index = sources.reference()
    const entry = findSymbol(index, resolved.sdk, resolved.version, name)
    const routes = sources.routes()
    const found: string[] = []
    const lacking: string[] = []
    for (const other of SDKS) {
      for (const otherVersion of other.versions) {
        if (other.id === entry.sdk.id && otherVersion === entry.version) continue
        if (!index.models.some((model) => model.sdk.id === other.id && model.version === otherVersion)) continue
        const same = index.entries.filter((e) => e.sdk.id === other.id && e.version === otherVersion && e.op === entry.op)
        const label = `${other.label} ${otherVersion} (${other.id} ${otherVersion})`
        if (!same.length) lacking.push(label)
        else found.push(`- ${label}: ${same.map((e) => `${entryName(e)}${(e.method ?? e.resource).deprecated ? ' (deprecated)' : ''}${routes.has(e.route) ? ` ${pageUrl(sources.siteUrl, e.route)}` : ''}`).join('; ')}`)
      }
    }
    const text = [
      `${entry.title} in ${entry.sdk.label} ${entry.version} is the operation \`${entry.op}\`.`,
      '',
      found.length ? `Available in:\n${found.join('\n')}` : 'No other SDK or version has it.',
      '',
      lacking.length ? `Not available in: ${lacking.join(', ')}.` : 'Every SDK version has it.',
      '',
      'get_symbol with that sdk, version and name gives the full signature.',
    ]
    return boundText(text.join('\n') + '\n')
  },
})
