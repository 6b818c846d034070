import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/chromium'
import { freePort } from './built-server'
import { median } from './statistics'

/** The figures of one Lighthouse run (mobile, default simulated throttling). */
export interface LighthouseFigures {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  requests: number
}

/** A Chromium that Lighthouse drives over its debugging port; one for all runs (Lighthouse resets storage per run). */
export async function lighthouseBrowser() {
  const port = await freePort()
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] })
  return {
    async audit(url: string): Promise<LighthouseFigures> {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { categories, audits, runtimeError } = result.lhr
      if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`)
      const requests = audits['network-requests'].details
      return {
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
        tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
        cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
        totalBytes: audits['total-byte-weight'].numericValue ?? NaN,
        requests: requests?.type === 'table' ? requests.items.length : NaN,
      }
    },
    close: () => browser.close(),
  }
}

/** Each figure's median over several runs of the same page. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick))
  return {
    score: of((run) => run.score),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    totalBytes: of((run) => run.totalBytes),
    requests: of((run) => run.requests),
  }
}
