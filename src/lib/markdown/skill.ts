import { canonicalUrl } from '@/lib/head'
import { MCP_ALIAS_PATH } from '@/lib/mcp/client-settings'
import { MCP_DISCOVERY_PATHS } from '@/lib/mcp/discovery'
import { DOCS_TOOLS } from '@/lib/mcp/server'
import { SDK_STATUS_LABELS, latestVersion } from '@/lib/sdks'
import { siteConfig } from '@/site.config'
import { mcpUrl } from './agent-note'
import { sdkLlmsFiles, sdkLlmsUrl } from './sdk-llms-files'

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * `/docs/skill.md`: how an agent uses these docs, in the form of an agent skill (a name and
 * description up front, then instructions). Every list in it comes from where the fact lives: the
 * tools from the MCP server's definitions, the SDKs and versions from the SDK registry, the
 * addresses from the routes' own modules.
 */
export function skillMarkdown(siteUrl: string): string {
  const docs = canonicalUrl(siteUrl, '/')
  const endpoint = mcpUrl(siteUrl)
  const tools = DOCS_TOOLS.map((tool) => `- \`${tool.name}\` (${tool.title}): ${oneLine(tool.description)}`)
  const sdkLines = sdkLlmsFiles().map((files) => {
    const info = files.sdk.versionInfo.find((version) => version.id === files.version)
    const standing = [files.version === latestVersion(files.sdk) ? 'latest' : 'older', SDK_STATUS_LABELS[files.sdk.status]].filter(Boolean).join(', ')
    return `- ${files.sdk.label} ${files.version} (\`sdk: "${files.sdk.id}", version: "${files.version}"\`; package \`${info?.package ?? files.sdk.id}\`; ${standing}): reference at ${canonicalUrl(siteUrl, files.route)}, its pages ${sdkLlmsUrl(files, siteUrl)}`
  })
  return [
    '---',
    `name: ${siteConfig.name.toLowerCase()}-docs`,
    `description: Use when writing or upgrading code with ${siteConfig.name}, the framework for cloud applications: find the right docs page and the exact SDK signature for the SDK language and version the project uses.`,
    '---',
    '',
    `# Using the ${siteConfig.name} docs as an agent`,
    '',
    `The ${siteConfig.name} documentation lives at ${docs}. It documents each SDK version separately: before you write code, find out which SDK and version the project uses (its package manifest) and read that version's pages.`,
    '',
    '## 1. The MCP server (best)',
    '',
    `Connect to ${endpoint} (also ${canonicalUrl(siteUrl, MCP_ALIAS_PATH)}) over Streamable HTTP; no sign-in. Its description, tools included: ${MCP_DISCOVERY_PATHS.map((path) => canonicalUrl(siteUrl, path)).join(' or ')}. Pass \`sdk\` and \`version\` to the tools that take them, so answers match the code you write. Its tools:`,
    '',
    ...tools,
    '',
    '## 2. Markdown pages',
    '',
    `Every page is served as Markdown: add \`.md\` to its address (${docs}/apis.md; the home page is ${docs}/index.md), or send \`Accept: text/markdown\` (or \`text/plain\`) to the page's own address. Links in the Markdown are absolute.`,
    '',
    '## 3. The llms files',
    '',
    `- ${docs}/llms.txt: the index of every page, with a one-line description each, and of each SDK version's own index.`,
    `- ${docs}/llms-full.txt: the full text of every page, split into parts of under 50,000 characters (one per section, or per building block of an SDK version).`,
    '',
    '## SDKs and versions',
    '',
    ...sdkLines,
    '',
  ].join('\n')
}
