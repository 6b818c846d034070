import { BUILDING_BLOCK_PAGES, buildingBlock, type BuildingBlock } from '../building-blocks'
import { CLOUDS } from '../clouds'
import { GUIDE_GROUPS, type Guide } from '../guides'
import type { ReferenceIndex } from '../reference/entries'
import type { HasPage } from '../reference/links'
import { changesVersions, versionChangesRoute } from '../reference/version-changes'
import { SDK_BADGES, documentedSdks, documentedVersions, referenceHref, latestVersion, type Sdk } from '../sdks'
import type { Menu, NavGroup, NavLink } from './types'

/** What the menus are derived from: the reference model and the pages that exist. */
export interface MenuSources {
  reference: ReferenceIndex
  hasPage: HasPage
  /** Every page route, for the menus that list what a folder holds (providers). */
  routes: readonly string[]
  guides: readonly Guide[]
}

/** Links whose page exists: menus name a page only once it is written. */
function existing(links: NavLink[], hasPage: HasPage): NavLink[] {
  return links.filter((link) => hasPage(link.href))
}

export const BUILDING_BLOCK_LINKS: NavLink[] = BUILDING_BLOCK_PAGES.map((block) => ({ title: block.title, href: block.href }))

function libraryLink(sdk: Sdk): NavLink {
  const badge = SDK_BADGES[sdk.status]
  return {
    title: sdk.label,
    href: referenceHref(sdk, latestVersion(sdk)),
    versions: documentedVersions(sdk),
    ...(badge ? { badge } : {}),
  }
}

function mainGroups({ hasPage }: MenuSources): NavGroup[] {
  return [
  { links: [{ title: 'Home', href: '/', icon: 'home' }] },
  {
    title: 'Getting started',
    links: [
      { title: 'Quickstart', href: '/getting-started/quickstart', icon: 'rocket' },
      { title: 'Installation', href: '/getting-started/installation' },
      { title: 'Local dashboard', href: '/getting-started/local-dashboard' },
      { title: 'Resource best practices', href: '/getting-started/resource-best-practices' },
      { title: 'Deployment', href: '/getting-started/deployment' },
      { title: 'Docs for AI agents', href: '/getting-started/ai-agents' },
    ],
  },
  {
    title: 'Concepts',
    links: [
      { title: 'Introduction', href: '/concepts/introduction', icon: 'book' },
      ...existing(
        [
          { title: 'How Nitric works', href: '/concepts/how-nitric-works' },
          { title: 'Infrastructure from code', href: '/concepts/infrastructure-from-code' },
          { title: 'Build with Nitric', href: '/concepts/build-with-nitric' },
          { title: 'How developers use Nitric', href: '/concepts/how-devs-use-nitric' },
          { title: 'How operations use Nitric', href: '/concepts/how-ops-use-nitric' },
          { title: 'Access control', href: '/concepts/access-control' },
          { title: 'Project structure', href: '/concepts/project-structure' },
          { title: 'CI/CD', href: '/concepts/cicd' },
          { title: 'Extensibility', href: '/concepts/extensibility' },
          { title: 'Language support', href: '/concepts/language-support' },
        ],
        hasPage,
      ),
      { title: 'Comparisons', href: '/concepts/comparisons' },
    ],
  },
  { title: 'Building blocks', links: BUILDING_BLOCK_LINKS },
  { title: 'Guides', links: [{ title: 'All guides', href: '/guides', icon: 'guide' }, ...existing([{ title: 'Examples', href: '/guides/examples' }], hasPage)] },
  {
    title: 'Reference',
    links: [
      { title: 'CLI', href: '/reference/cli', icon: 'terminal' },
      ...existing([{ title: 'Providers', href: '/reference/providers' }], hasPage),
      { title: 'Environment variables', href: '/reference/env' },
      { title: 'Custom containers', href: '/reference/custom-containers' },
      { title: 'Preview features', href: '/reference/preview-features' },
      { title: 'SDK support matrix', href: '/reference/support-matrix' },
      { title: 'v0 SDK support matrix', href: '/reference/support-matrix/v0' },
    ],
  },
  {
    title: 'Libraries',
    showDividerAbove: true,
    links: documentedSdks().map(libraryLink),
  },
  {
    title: 'Support',
    showDividerAbove: true,
    links: [
      { title: 'FAQ', href: '/faq', icon: 'support' },
      { title: 'Get support', href: '/support' },
      { title: 'Upgrading to v1', href: '/support/upgrade' },
      { title: 'Contributions', href: '/contributions' },
    ],
  },
  ]
}

function buildingBlockMenu(block: BuildingBlock): Menu {
  return {
    key: block.href.slice(1),
    title: block.title,
    groups: [
      { links: [{ title: 'Overview', href: block.href }, ...(block.pages ?? [])] },
      {
        title: 'Building blocks',
        showDividerAbove: true,
        links: BUILDING_BLOCK_LINKS.filter((other) => other.href !== block.href),
      },
    ],
  }
}

function comparisonsMenu({ hasPage }: MenuSources): Menu {
  return {
    key: 'concepts/comparisons',
    title: 'Comparisons',
    groups: [
      { links: [{ title: 'Overview', href: '/concepts/comparisons' }] },
      {
        title: 'Nitric compared with',
        links: existing(
          [
            { title: 'Terraform', href: '/concepts/comparisons/terraform' },
            { title: 'Pulumi', href: '/concepts/comparisons/pulumi' },
            { title: 'AWS CDK', href: '/concepts/comparisons/aws-cdk' },
            { title: 'AWS SAM', href: '/concepts/comparisons/aws-sam' },
            { title: 'Bicep', href: '/concepts/comparisons/bicep' },
            { title: 'Google Cloud Deployment Manager', href: '/concepts/comparisons/gcp-deployment-manager' },
            { title: 'SST', href: '/concepts/comparisons/sst' },
            { title: 'Encore', href: '/concepts/comparisons/encore' },
            { title: 'Ampt', href: '/concepts/comparisons/ampt' },
            { title: 'Winglang', href: '/concepts/comparisons/winglang' },
          ],
          hasPage,
        ),
      },
    ],
  }
}

/** Provider pages other than the building blocks, in menu order, with their menu titles. */
const PROVIDER_PAGES: Readonly<Record<string, string>> = { '': 'Overview', configuration: 'Configuration', imports: 'Imports', topics: 'Topics', queues: 'Queues' }

function providerPageTitle(slug: string): string {
  return PROVIDER_PAGES[slug] ?? buildingBlock(slug)?.title ?? slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())
}

/** The pages below one provider folder: its overview and configuration first, then the rest by title. */
function providerGroup(title: string, base: string, routes: readonly string[]): NavGroup {
  const slugs = routes.filter((route) => route === base || (route.startsWith(`${base}/`) && route.split('/').length === base.split('/').length + 1)).map((route) => route.slice(base.length + 1))
  const order = Object.keys(PROVIDER_PAGES)
  const rank = (slug: string) => (order.includes(slug) && order.indexOf(slug) < 2 ? order.indexOf(slug) : 2)
  const sorted = slugs.sort((a, b) => rank(a) - rank(b) || providerPageTitle(a).localeCompare(providerPageTitle(b)))
  return { title, links: sorted.map((slug) => ({ title: providerPageTitle(slug), href: slug ? `${base}/${slug}` : base })) }
}

/** The provider reference: one menu for /reference/providers and /reference/pulumi, 'Back to Reference' from both. */
function providerMenus({ routes, hasPage }: MenuSources): Menu[] {
  if (!hasPage('/reference/providers')) return []
  const groups: NavGroup[] = [
    { links: [{ title: 'Overview', href: '/reference/providers' }] },
    {
      title: 'Pulumi',
      links: existing(
        [
          { title: 'Pulumi providers', href: '/reference/providers/pulumi' },
          { title: 'Customising a provider', href: '/reference/providers/pulumi/custom' },
          { title: 'Pulumi Cloud', href: '/reference/pulumi/pulumi-cloud' },
          { title: 'Custom providers', href: '/reference/pulumi/custom-providers' },
        ],
        hasPage,
      ),
    },
    ...CLOUDS.map((cloud) => providerGroup(cloud.label, `/reference/providers/${cloud.id}`, routes)),
    {
      title: 'Terraform',
      links: existing(
        [
          { title: 'Terraform providers', href: '/reference/providers/terraform' },
          ...CLOUDS.map((cloud) => ({ title: cloud.label, href: `/reference/providers/terraform/${cloud.id}` })),
        ],
        hasPage,
      ),
    },
    {
      title: 'Custom providers',
      links: existing(
        [
          { title: 'Build a provider', href: '/reference/providers/custom/building-custom-provider' },
          { title: 'Extend a standard provider', href: '/reference/providers/custom/extend-standard-provider' },
          { title: 'Install with Docker', href: '/reference/providers/install/docker' },
        ],
        hasPage,
      ),
    },
  ].filter((group) => group.links.length > 0)
  return ['reference/providers', 'reference/pulumi'].map((key) => ({ key, title: 'Providers', backTo: 'Reference', groups }))
}

/** The CLI reference and its sub-pages, 'Back to Reference'. */
function cliMenu({ hasPage }: MenuSources): Menu[] {
  const links = existing(
    [
      { title: 'Installation', href: '/reference/cli/installation' },
      { title: 'Local development', href: '/reference/cli/local-development' },
      { title: 'Stacks', href: '/reference/cli/stacks' },
    ],
    hasPage,
  )
  if (links.length === 0) return []
  return [{ key: 'reference/cli', title: 'CLI', backTo: 'Reference', groups: [{ links: [{ title: 'Overview', href: '/reference/cli' }] }, { title: 'Using the CLI', links }] }]
}

/** The guides: the index, then one group per language or topic, each its overview and its guides. */
function guidesMenu({ guides, hasPage }: MenuSources): Menu {
  const groups: NavGroup[] = [{ links: existing([{ title: 'All guides', href: '/guides' }, { title: 'Examples', href: '/guides/examples' }], hasPage) }]
  for (const group of GUIDE_GROUPS) {
    const links = [
      ...existing([{ title: 'Overview', href: `/guides/${group.id}` }], hasPage),
      ...guides.filter((guide) => guide.group === group.id).map((guide) => ({ title: guide.title, href: guide.route })),
    ]
    if (links.length) groups.push({ title: group.title, links })
  }
  return { key: 'guides', title: 'Guides', groups }
}

/**
 * An SDK's reference menu, per version: the overview (and, in the latest version, what changed from
 * the one before), then one group per model folder (building block) listing the resource and every
 * method that has a page, in model order.
 */
export function referenceMenu(sdk: Sdk, { reference, hasPage }: MenuSources): Menu {
  const groups: Record<string, NavGroup[]> = {}
  const versions = changesVersions(sdk)
  const changes = versionChangesRoute(sdk)
  for (const version of documentedVersions(sdk)) {
    const changesLink = versions?.to === version && changes && hasPage(changes) ? [{ title: `What changed from ${versions.from}`, href: changes }] : []
    const versionGroups: NavGroup[] = [{ title: `${sdk.label} ${version}`, links: [{ title: 'Overview', href: referenceHref(sdk, version) }, ...changesLink] }]
    const model = reference.models.find((m) => m.sdk.id === sdk.id && m.version === version)
    for (const folder of model?.folders ?? []) {
      const links = reference.entries
        .filter((entry) => entry.sdk.id === sdk.id && entry.version === version && entry.folder === folder.folder && hasPage(entry.route))
        .map((entry) => ({ title: entry.title, href: entry.route }))
      if (links.length) versionGroups.push({ title: reference.entries.find((e) => e.file === folder.file)!.group, links })
    }
    groups[version] = versionGroups
  }
  return { key: `reference/${sdk.id}`, title: `${sdk.label} reference`, groups }
}

/** Every menu of the site, derived from the building blocks, the SDK registry, the model and the pages. */
export function buildMenus(sources: MenuSources): Menu[] {
  return [
    { key: '', title: 'Home', groups: mainGroups(sources) },
    ...BUILDING_BLOCK_PAGES.map(buildingBlockMenu),
    comparisonsMenu(sources),
    ...providerMenus(sources),
    ...cliMenu(sources),
    guidesMenu(sources),
    ...documentedSdks().map((sdk) => referenceMenu(sdk, sources)),
  ]
}
