import { z } from 'zod'
import type { ReferenceEntry } from '../../reference/entries'
import type { ModelParam } from '../../reference/schema'
import { boundText } from '../answer'
import { MAX_NAME_CHARS } from '../limits'
import { resolveSdkVersion, sdkSchema, versionSchema } from '../sdk-version'
import type { DocsSources } from '../sources'
import { findSymbol } from '../symbol-lookup'
import { pageUrl } from '../urls'
import { defineTool } from './tool'

const fence = (language: string, code: string) => {
  const ticks = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)))
  return `${ticks}${language}\n${code.trimEnd()}\n${ticks}`
}

function paramLine(param: ModelParam): string {
  const facts = [param.type, param.required ? 'required' : 'optional', ...(param.variadic ? ['variadic'] : []), ...(param.default !== undefined ? [`default ${param.default}`] : [])]
  return `- \`${param.name}\` (${facts.filter(Boolean).join(', ')})${param.description ? `: ${param.description}` : ''}`
}

/**
 * The code samples of an entry's page, each under the heading it sits below: every code block of
 * the page but the signature the reference sections generate.
 */
export function pageExamples(entry: ReferenceEntry, sources: DocsSources): string[] {
  const page = sources.getPage(entry.route)
  if (!page) return []
  const signature = (entry.method ?? entry.resource).signature.trim()
  const examples: string[] = []
  let heading = ''
  let shown = ''
  for (const block of page.blocks) {
    if (block.kind === 'heading') heading = block.text
    if (block.kind !== 'code' || block.text.trim() === signature) continue
    // The variants of one sample (TypeScript and JavaScript) share its heading: name it once.
    examples.push(`${heading && heading !== shown ? `### ${heading}\n\n` : ''}${fence(block.lang, block.text)}`)
    shown = heading
  }
  return examples
}

/** One entry of the reference model as Markdown, for an agent about to call it. */
export function describeEntry(entry: ReferenceEntry, sources: DocsSources): string {
  const item = entry.method ?? entry.resource
  const hasPage = sources.routes().has(entry.route)
  const lines = [`# ${entry.title} (${entry.sdk.label} ${entry.version})`, '']
  if (hasPage) lines.push(`Page: ${pageUrl(sources.siteUrl, entry.route)}`)
  lines.push(
    `Kind: ${entry.kind === 'method' ? `method${entry.method?.owner ? ` of ${entry.method.owner}` : ''}, on ${entry.resource.title}` : 'resource'} (${entry.group})`,
    `Operation: \`${entry.op}\` (list_equivalents shows it in the other SDKs and versions)`,
    `Package: ${entry.sdk.versionInfo.find((v) => v.id === entry.version)?.package ?? ''}`,
  )
  if (item.since) lines.push(`Since: ${item.since}`)
  if (item.deprecated) lines.push(`Deprecated: ${item.deprecated === true ? 'yes' : item.deprecated}`)
  lines.push('', '## Signature', '', fence(entry.sdk.language, item.signature))
  if (item.params.length) lines.push('', '## Parameters', '', ...item.params.map(paramLine))
  if (item.returns) lines.push('', '## Returns', '', `\`${item.returns.type}\`${item.returns.description ? `: ${item.returns.description}` : ''}`)
  const permissions = entry.resource.permissions
  if (permissions?.length) {
    const on = entry.kind === 'method' ? ` (declared on ${entry.resource.title})` : ''
    lines.push('', '## Permissions', '', `${permissions.map((p) => `\`${p}\``).join(', ')}${on}`)
  }
  const examples = pageExamples(entry, sources)
  if (examples.length) lines.push('', '## Examples', '', examples.join('\n\n'))
  return lines.join('\n') + '\n'
}

export const getSymbol = defineTool({
  name: 'get_symbol',
  title: 'Look up an SDK resource or method',
  description:
    'The exact API of one resource or method of a Nitric SDK version, from the reference model: signature, parameters, return value, permissions, since/deprecated, its page URL and its code examples. ' +
    'name is fuzzy: "bucket.file.read", "File.read" or "read" all work, any case; an ambiguous or unknown name answers with the names to use. ' +
    'Use this before writing a call, so the code matches the SDK version in use.',
  inputSchema: {
    sdk: sdkSchema.describe('SDK id from list_sdks, e.g. "nodejs", "python", "go".'),
    version: versionSchema.optional().describe('Major version, e.g. "v1"; the latest when left out.'),
    name: z.string().trim().min(1, 'must not be empty').max(MAX_NAME_CHARS).describe('Resource or method name, e.g. "bucket", "bucket.file.read", "File.read", "read".'),
  },
  run({ sdk, version, name }, sources) {
    const resolved = resolveSdkVersion(sdk, version)
    const entry = findSymbol(sources.reference(), resolved.sdk, resolved.version, name)
    return boundText(describeEntry(entry, sources), `Read the examples on the page with get_page (path ${entry.route}, heading "examples").`)
  },
})
