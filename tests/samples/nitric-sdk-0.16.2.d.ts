/**
 * What node-sdk v0.16.2 (the tag the v0 reference documents) has and @nitric/sdk 0.15.0, the newest
 * 0.x on the npm registry, lacks. The sample checker adds this to the v0 samples only.
 *
 * - File.exists(): src/api/storage/v0/storage.ts at v0.16.2 (added in v0.16.0).
 */
import '@nitric/sdk'

declare module '@nitric/sdk' {
  interface File {
    /** Resolves true when the file exists in its bucket. */
    exists(): Promise<boolean>
  }
}
