import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './tests/e2e/chromium'

const PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_FEEDBACK_DB = '.data/e2e-feedback.sqlite'

/** Runs against the production build (`npm run build` first); the test script does both. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a spec that passes on its second try has failed once, and a retry would hide it.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/docs/`,
    // Without DOM snapshots and screencast frames: recording those for every action of every test
    // made the suite several times slower (first-click's /apis specs: 52 s with them, 15 s without).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } } }],
  webServer: {
    // What `npm start` runs: the standalone server of the build (scripts/start.mjs).
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/docs`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      FEEDBACK_DB_PATH: E2E_FEEDBACK_DB,
      FEEDBACK_RATE_LIMIT_POINTS: '1000',
      // The tests share one server and one address: the hourly feedback budget and the per-process
      // search budget would count all of them as one reader.
      FEEDBACK_SITE_LIMIT_PER_HOUR: '0',
      // Every test's search dialog reports its searches to the same server, mostly from the same pages.
      SEARCH_SIGNALS_RATE_LIMIT_POINTS: '1000',
      SEARCH_SIGNALS_SITE_LIMIT_PER_HOUR: '0',
      SEARCH_MS_PER_SECOND: '0',
      MCP_MS_PER_SECOND: '0',
    },
  },
})
