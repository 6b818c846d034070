import type { HasPage } from './reference/links'
import { changesVersions, versionChangesRoute } from './reference/version-changes'
import { latestVersion, referenceHref, type ReferenceLocation } from './sdks'

export interface VersionNotice {
  kind: 'experimental' | 'legacy' | 'outdated'
  text: string
  link?: { href: string; label: string }
  /** A second link: on the pages of the version an SDK's "What changed" page starts from, that page. */
  changes?: { href: string; label: string }
}

/**
 * The notices a reference page shows: the SDK's status, and an older version being viewed (with a
 * link to what changed since, when `hasPage` says that page exists).
 */
export function versionNotices(location: ReferenceLocation, hasPage: HasPage = () => false): VersionNotice[] {
  const { sdk, version, isLatest } = location
  const notices: VersionNotice[] = []
  if (sdk.status === 'experimental') {
    notices.push({
      kind: 'experimental',
      text: `The ${sdk.label} SDK is currently in experimental status. Its API may change between releases, and some building blocks may be missing; pin the SDK version your application uses and check the release notes before upgrading.`,
    })
  }
  if (sdk.status === 'legacy') {
    notices.push({
      kind: 'legacy',
      text: `Only legacy versions of the ${sdk.label} SDK, prior to v1, are supported. They are maintained for compatibility with existing applications and are not recommended for new projects.`,
    })
  }
  if (!isLatest) {
    const changes = versionChangesRoute(sdk)
    const versions = changesVersions(sdk)
    notices.push({
      kind: 'outdated',
      text: `Note: You are viewing documentation for version ${version} of ${sdk.label}.`,
      link: { href: referenceHref(sdk, latestVersion(sdk)), label: 'View the latest version.' },
      ...(changes && versions?.from === version && hasPage(changes) ? { changes: { href: changes, label: `What changed in ${versions.to}` } } : {}),
    })
  }
  return notices
}
