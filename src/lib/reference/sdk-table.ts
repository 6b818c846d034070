import type { PhrasingContent, Root, Table, TableCell, TableRow } from 'mdast'
import { languageDisplayName, FALLBACK_CODE_TITLE } from '../code-languages'
import { inlineCode, link, text } from '../content/mdast-nodes'
import { documentedVersions, latestVersion, referenceHref, SDK_STATUS_LABELS, SDKS, type Sdk, type SdkStatus } from '../sdks'
import type { HasPage } from './links'

/** What the table is generated from: reference/sdks.json as src/lib/sdks.ts reads it (tests pass a fixture). */
export interface SdkTableRegistry {
  sdks: readonly Sdk[]
  statusLabels: Partial<Record<SdkStatus, string>>
}

const SITE_REGISTRY: SdkTableRegistry = { sdks: SDKS, statusLabels: SDK_STATUS_LABELS }

/** An SDK that never reached v1: its only versions are v0. */
export function onlyV0(sdk: Sdk): boolean {
  return sdk.versions.every((version) => version === 'v0')
}

function missing(sdk: Sdk, what: string): Error {
  return new Error(`<SdkTable />: reference/sdks.json gives ${sdk.label} (${sdk.id}) ${what}`)
}

/** "Node.js (TypeScript, JavaScript)": the label, and the languages it serves unless the label already names them. */
function languageText(sdk: Sdk): string {
  const names = sdk.languages.map((language) => {
    const name = languageDisplayName(language)
    if (name === FALLBACK_CODE_TITLE) throw missing(sdk, `the language '${language}', which has no display name in src/lib/code-languages.ts`)
    return name
  })
  return names.every((name) => sdk.label.includes(name)) ? sdk.label : `${sdk.label} (${names.join(', ')})`
}

function statusText(sdk: Sdk, statusLabels: SdkTableRegistry['statusLabels']): string {
  const label = statusLabels[sdk.status]
  if (!label) throw missing(sdk, `the status '${sdk.status}', which statusLabels does not name`)
  return onlyV0(sdk) ? `${label}, ${latestVersion(sdk)} only` : label
}

/** The overview of the SDK's newest documented version; the link names the version when its address does (/reference/csharp/v0). */
function referenceCell(sdk: Sdk, hasPage: HasPage): PhrasingContent[] {
  const version = documentedVersions(sdk)[0]
  if (!version) return [text('—')]
  const href = referenceHref(sdk, version)
  if (!hasPage(href)) throw missing(sdk, `a written ${version} reference, but ${href} has no page`)
  return [link(href, [text(`${sdk.label}${href.endsWith(`/${version}`) ? ` ${version}` : ''} reference`)])]
}

const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children })

/** One row per SDK, in registry order: language, the package a reader installs, status, reference. */
export function sdkTable(hasPage: HasPage, registry: SdkTableRegistry = SITE_REGISTRY): Table {
  const header: TableRow = { type: 'tableRow', children: ['Language', 'Package', 'Status', 'Reference'].map((label) => cell([text(label)])) }
  const rows: TableRow[] = registry.sdks.map((sdk) => ({
    type: 'tableRow',
    children: [
      cell([text(languageText(sdk))]),
      cell([inlineCode(sdk.versionInfo[0].package)]),
      cell([text(statusText(sdk, registry.statusLabels))]),
      cell(referenceCell(sdk, hasPage)),
    ],
  }))
  return { type: 'table', align: header.children.map(() => null), children: [header, ...rows] }
}

/** Replaces `<SdkTable />` with the table of SDKs. It takes no attributes: every fact in it is the registry's. */
export function expandSdkTable(tree: Root, file: string, hasPage: HasPage, registry: SdkTableRegistry = SITE_REGISTRY): void {
  const at = tree.children.findIndex((node) => node.type === 'mdxJsxFlowElement' && (node as { name?: string }).name === 'SdkTable')
  if (at === -1) return
  const attributes = (tree.children[at] as unknown as { attributes: Array<{ name?: string }> }).attributes
  if (attributes.length) throw new Error(`${file}: <SdkTable /> takes no attributes (found ${attributes.map((a) => a.name ?? '{…}').join(', ')}); its rows come from reference/sdks.json`)
  tree.children.splice(at, 1, sdkTable(hasPage, registry))
}
