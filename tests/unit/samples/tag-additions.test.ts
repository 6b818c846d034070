import { basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TAG_ADDITIONS, tagDeclarations } from '@/lib/samples/site'
import { getSdk } from '@/lib/sdks'

describe("declarations of the documented tags' added APIs", () => {
  it('are named after the release of each Node.js version in the SDK registry, and each is there', () => {
    const versions = getSdk('nodejs')!.versionInfo
    expect(Object.keys(TAG_ADDITIONS).sort()).toEqual(versions.map((version) => version.id).sort())
    const found = tagDeclarations(process.cwd())
    for (const version of versions) {
      const release = version.source.split('@v')[1]
      expect(TAG_ADDITIONS[version.id]).toBe(`nitric-sdk-${release}.d.ts`)
      expect(found[version.id].map((file) => basename(file))).toEqual([`nitric-sdk-${release}.d.ts`])
    }
  })
})
