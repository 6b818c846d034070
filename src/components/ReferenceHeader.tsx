import type { HasPage, VersionOption } from '@/lib/reference/links'
import type { ReferenceLocation } from '@/lib/sdks'
import { versionNotices } from '@/lib/version-notices'
import { VersionNotices } from './VersionNotices'
import { VersionSelect } from './VersionSelect'

/** Above a language reference page: the version selector and any notice about the version shown. */
export function ReferenceHeader({ location, options, hasPage }: { location: ReferenceLocation; options: VersionOption[]; hasPage: HasPage }) {
  const { sdk, version } = location
  return (
    <>
      <div className="reference-bar">
        <span>{`${sdk.label} SDK`}</span>
        <VersionSelect key={version} sdkLabel={sdk.label} current={version} options={options} />
      </div>
      <VersionNotices notices={versionNotices(location, hasPage)} />
    </>
  )
}
