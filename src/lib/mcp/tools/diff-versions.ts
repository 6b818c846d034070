import type { ReferenceEntry } from '../../reference/entries'
import { diffVersions, type OperationChange } from '../../reference/version-diff'
import { boundText, ToolInputError } from '../answer'
import { resolveSdkVersion, sdkSchema, versionSchema } from '../sdk-version'
import type { DocsSources } from '../sources'
import { entryName } from '../symbol-lookup'
import { pageUrl } from '../urls'
import { defineTool } from './tool'

const oneLine = (entry: ReferenceEntry) => (entry.method ?? entry.resource).signature.replace(/\s+/g, ' ').trim()

function changeLine(change: OperationChange, sources: DocsSources): string {
  const names = (entries: ReferenceEntry[]) => entries.map(entryName).join(', ')
  const link = (entries: ReferenceEntry[]) => {
    const route = entries.find((e) => sources.routes().has(e.route))?.route
    return route ? ` ${pageUrl(sources.siteUrl, route)}` : ''
  }
  switch (change.kind) {
    case 'added':
      return `- added \`${change.op}\`: ${names(change.to)}${link(change.to)}`
    case 'removed':
      return `- removed \`${change.op}\`: ${names(change.from)}${link(change.from)}`
    case 'renamed':
      return `- renamed \`${change.op}\`: ${names(change.from)} → ${names(change.to)}${link(change.to)}`
    case 'changed':
      return [`- changed \`${change.op}\`: ${names(change.to)}${link(change.to)}`, ...change.from.map((e) => `  before: \`${oneLine(e)}\``), ...change.to.map((e) => `  after: \`${oneLine(e)}\``)].join('\n')
  }
}

export const diffVersionsTool = defineTool({
  name: 'diff_versions',
  title: 'Compare two versions of an SDK',
  description:
    'What changed in one Nitric SDK between two major versions, read from the reference model: operations added, removed, renamed and with a changed signature, grouped by building block, with page URLs. ' +
    'Use it to upgrade code from one version to another.',
  inputSchema: {
    sdk: sdkSchema.describe('SDK id from list_sdks, e.g. "nodejs".'),
    from: versionSchema.describe('The older version, e.g. "v0".'),
    to: versionSchema.describe('The newer version, e.g. "v1".'),
  },
  run({ sdk, from, to }, sources) {
    const older = resolveSdkVersion(sdk, from)
    resolveSdkVersion(sdk, to)
    if (from === to) throw new ToolInputError(`from and to are both ${from}: pass two different versions of ${older.sdk.label} (${older.sdk.versions.join(', ')}).`)
    const diff = diffVersions(sources.reference(), sdk, from, to)
    if (!diff) throw new ToolInputError(`${older.sdk.label} has no reference model for ${from} or ${to}.`)
    const changes = diff.blocks.reduce((sum, block) => sum + block.changes.length, 0)
    const head = `# ${older.sdk.label}: ${from} → ${to}\n\n${changes} operations changed, ${diff.unchanged} unchanged.`
    const body = diff.blocks.map((block) => `## ${block.title}\n\n${block.changes.map((change) => changeLine(change, sources)).join('\n')}`)
    return boundText([head, ...body].join('\n\n') + '\n', 'Ask get_symbol about one operation for its full signature.')
  },
})
