import { BUILDING_BLOCK_PAGES } from '../building-blocks'
import type { ReferenceIndex } from '../reference/entries'
import type { HasPage } from '../reference/links'
import { SDK_BADGES, documentedSdks, documentedVersions, referenceHref, latestVersion, type Sdk } from '../sdks'
import type { Menu, NavGroup, NavLink } from './types'

/** What the menus are derived from: the reference model and the pages that exist. */
export interface MenuSources {
  reference: ReferenceIndex
  hasPage: HasPage
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

function mainGroups(): NavGroup[] {
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
    ],
  },
  {
    title: 'Concepts',
    links: [
      { title: 'Introduction', href: '/concepts/introduction', icon: 'book' },
      { title: 'How Nitric works', href: '/concepts/how-nitric-works' },
      { title: 'Comparisons', href: '/concepts/comparisons' },
    ],
  },
  { title: 'Building blocks', links: BUILDING_BLOCK_LINKS },
  { title: 'Guides', links: [{ title: 'All guides', href: '/guides', icon: 'guide' }] },
  {
    title: 'Reference',
    links: [
      { title: 'CLI', href: '/reference/cli', icon: 'terminal' },
      { title: 'Environment variables', href: '/reference/env' },
      { title: 'Custom containers', href: '/reference/custom-containers' },
      { title: 'Preview features', href: '/reference/preview-features' },
      { title: 'SDK support matrix', href: '/reference/support-matrix' },
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

function buildingBlockMenu(block: NavLink): Menu {
  return {
    key: block.href.slice(1),
    title: block.title,
    groups: [
      { links: [{ title: 'Overview', href: block.href }] },
      {
        title: 'Building blocks',
        showDividerAbove: true,
        links: BUILDING_BLOCK_LINKS.filter((other) => other.href !== block.href),
      },
    ],
  }
}

const comparisonsMenu: Menu = {
  key: 'concepts/comparisons',
  title: 'Comparisons',
  groups: [
    { links: [{ title: 'Overview', href: '/concepts/comparisons' }] },
    {
      title: 'Nitric compared with',
      links: [
        { title: 'Terraform', href: '/concepts/comparisons/terraform' },
        { title: 'Pulumi', href: '/concepts/comparisons/pulumi' },
        { title: 'AWS CDK', href: '/concepts/comparisons/aws-cdk' },
        { title: 'SST', href: '/concepts/comparisons/sst' },
        { title: 'Encore', href: '/concepts/comparisons/encore' },
      ],
    },
  ],
}

/**
 * An SDK's reference menu, per version: the overview, then one group per model folder (building
 * block) listing the resource and every method that has a page, in model order.
 */
export function referenceMenu(sdk: Sdk, { reference, hasPage }: MenuSources): Menu {
  const groups: Record<string, NavGroup[]> = {}
  for (const version of documentedVersions(sdk)) {
    const versionGroups: NavGroup[] = [{ title: `${sdk.label} ${version}`, links: [{ title: 'Overview', href: referenceHref(sdk, version) }] }]
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
    { key: '', title: 'Home', groups: mainGroups() },
    ...BUILDING_BLOCK_LINKS.map(buildingBlockMenu),
    comparisonsMenu,
    ...documentedSdks().map((sdk) => referenceMenu(sdk, sources)),
  ]
}
