import { describe, expect, it } from 'vitest'
import { getAllPages } from '@/lib/content/loader'

/** The cloud service each provider deploys for a building block (nitric v1.27.5, cloud/aws, cloud/gcp, cloud/azure). */
const SERVICES: Record<string, Record<string, string>> = {
  aws: { apis: 'API Gateway', batch: 'AWS Batch', keyvalue: 'DynamoDB', queues: 'SQS', schedules: 'EventBridge Scheduler', secrets: 'Secrets Manager', sql: 'Aurora', storage: 'S3', topics: 'SNS', websockets: 'API Gateway WebSocket' },
  gcp: { apis: 'API Gateway', batch: 'Cloud Batch', keyvalue: 'Firestore', queues: 'Pub/Sub', schedules: 'Cloud Scheduler', secrets: 'Secret Manager', sql: 'Cloud SQL', storage: 'Cloud Storage', topics: 'Pub/Sub', websockets: 'API Gateway' },
  azure: { apis: 'API Management', batch: 'Azure Batch', keyvalue: 'Table Storage', queues: 'Queue Storage', schedules: 'Dapr', secrets: 'Key Vault', sql: 'Azure Database for PostgreSQL', storage: 'Blob Storage', topics: 'Event Grid', websockets: 'API Management' },
}
const NOT_BUILDING_BLOCKS = new Set(['', 'configuration', 'imports'])

const pages = getAllPages().filter((page) => /^\/reference\/providers\/(aws|gcp|azure)(\/|$)/.test(page.route))

describe('provider reference pages', () => {
  it('cover every building block of each provider', () => {
    for (const [provider, blocks] of Object.entries(SERVICES)) {
      for (const block of Object.keys(blocks)) expect(pages.some((page) => page.route === `/reference/providers/${provider}/${block}`), `${provider}/${block}`).toBe(true)
    }
  })

  it('name, in the first paragraph of each building-block page, the cloud service the provider deploys', () => {
    const checked = pages.filter((page) => !NOT_BUILDING_BLOCKS.has(page.route.split('/')[4] ?? ''))
    expect(checked.length).toBeGreaterThanOrEqual(30)
    for (const page of checked) {
      const [, , , provider, block] = page.route.split('/')
      const service = SERVICES[provider]?.[block]
      expect(service, `${page.route}: which service does it deploy? add it to SERVICES`).toBeDefined()
      const first = page.blocks.find((b) => b.kind === 'text')
      expect(first?.text, page.route).toContain(service)
    }
  })
})
