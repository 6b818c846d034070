/** Where `next build` writes and the production server reads; several builds (a writer's preview, a test run) can live side by side. */
export function distDir(env: Record<string, string | undefined> = process.env): string {
  return env.NEXT_DIST_DIR || '.next'
}
