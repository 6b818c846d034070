import { processWide } from '../feedback/process-wide'
import { createWriteLimits, type WriteServices } from '../feedback/write-services'
import { serverLogger } from '../log/json-logger'
import { createPurgeSchedule, type PurgeSchedule } from './retention'
import { loadSearchSignalSettings, type SearchSignalSettings } from './settings'
import { openSearchSignalStore, type SearchSignalStore } from './store'

export interface SearchSignalServices extends WriteServices<SearchSignalSettings, SearchSignalStore> {
  purge: PurgeSchedule
}

/** The process-wide store, limits and purge schedule, created from the environment on first use. */
export const searchSignalServices = processWide('nitric-docs.search-signal-services', (): SearchSignalServices => {
  const settings = loadSearchSignalSettings()
  const logger = serverLogger('search-signals')
  const store = openSearchSignalStore(settings, { logger })
  return {
    settings,
    store,
    ...createWriteLimits(settings, { logger, keyPrefix: 'search-signals' }),
    purge: createPurgeSchedule(store, settings.retentionDays, {
      onError: (error) => logger.error('[search-signals] could not delete expired days', error),
    }),
    logger,
  }
})
