import { SDK_BADGES, SDKS, referenceHref, latestVersion, type Sdk } from '../sdks'
import type { Menu, NavGroup, NavLink } from './types'

export const BUILDING_BLOCKS: NavLink[] = [
  { title: 'APIs', href: '/apis' },
  { title: 'HTTP', href: '/http' },
  { title: 'Key value stores', href: '/keyvalue' },
  { title: 'SQL databases', href: '/sql' },
  { title: 'Schedules', href: '/schedules' },
  { title: 'Storage', href: '/storage' },
  { title: 'Messaging', href: '/messaging' },
  { title: 'Secrets', href: '/secrets' },
  { title: 'Websockets', href: '/websockets' },
]

/** SDKs whose reference has been written; the others join as their pages land. */
const DOCUMENTED_SDKS = new Set(['nodejs', 'csharp'])

function libraryLink(sdk: Sdk): NavLink {
  const badge = SDK_BADGES[sdk.status]
  return {
    title: sdk.label,
    href: referenceHref(sdk, latestVersion(sdk)),
    versions: sdk.versions,
    ...(badge ? { badge } : {}),
  }
}

const mainGroups: NavGroup[] = [
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
  { title: 'Building blocks', links: BUILDING_BLOCKS },
  { title: 'Guides', links: [{ title: 'All guides', href: '/guides', icon: 'guide' }] },
  {
    title: 'Reference',
    links: [
      { title: 'CLI', href: '/reference/cli', icon: 'terminal' },
      { title: 'Environment variables', href: '/reference/env' },
      { title: 'Custom containers', href: '/reference/custom-containers' },
      { title: 'Preview features', href: '/reference/preview-features' },
    ],
  },
  {
    title: 'Libraries',
    showDividerAbove: true,
    links: SDKS.filter((sdk) => DOCUMENTED_SDKS.has(sdk.id)).map(libraryLink),
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

function buildingBlockMenu(block: NavLink): Menu {
  return {
    key: block.href.slice(1),
    title: block.title,
    groups: [
      { links: [{ title: 'Overview', href: block.href }] },
      {
        title: 'Building blocks',
        showDividerAbove: true,
        links: BUILDING_BLOCKS.filter((other) => other.href !== block.href),
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

function referenceMenu(sdk: Sdk): Menu {
  const groups: Record<string, NavGroup[]> = {}
  for (const version of sdk.versions) {
    groups[version] = [{ title: `${sdk.label} ${version}`, links: [{ title: 'Overview', href: referenceHref(sdk, version) }] }]
  }
  return { key: `reference/${sdk.id}`, title: `${sdk.label} reference`, groups }
}

export const MAIN_MENU: Menu = { key: '', title: 'Home', groups: mainGroups }

export const MENUS: Menu[] = [
  MAIN_MENU,
  ...BUILDING_BLOCKS.map(buildingBlockMenu),
  comparisonsMenu,
  ...SDKS.filter((sdk) => DOCUMENTED_SDKS.has(sdk.id)).map(referenceMenu),
]
