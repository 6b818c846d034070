/**
 * Queries a reader types into the search box, typos included, each with the page that must be among
 * the first three distinct pages of the results. Routes are without the /docs base.
 */
export const RELEVANCE_QUERIES: Array<[query: string, route: string]> = [
  // Building blocks
  ['bucket', '/storage'],
  ['buckt', '/storage'],
  ['storage', '/storage'],
  ['upload a file', '/storage'],
  ['getDownloadUrl', '/reference/nodejs'],
  ['downloadUrl', '/storage'],
  ['presigned url', '/storage'],
  ['file change notifications', '/storage'],
  ['schedules', '/schedules'],
  ['scheduel', '/schedules'],
  ['cron', '/schedules'],
  ['run every 5 minutes', '/schedules'],
  ['api', '/apis'],
  ['jwt', '/apis/security'],
  ['cors', '/apis/security'],
  ['middleware', '/apis'],
  ['route parameters', '/apis'],
  ['express', '/http'],
  ['http proxy', '/http'],
  ['key value', '/keyvalue'],
  ['kv store', '/keyvalue'],
  ['topic', '/messaging'],
  ['queue', '/messaging'],
  ['publish subscribe', '/messaging'],
  ['secrets', '/secrets'],
  ['secerts', '/secrets'],
  ['secret manager', '/secrets'],
  ['secret version', '/secrets'],
  ['websockt', '/websockets'],
  ['websocket connections', '/websockets'],
  ['sql database', '/sql'],
  ['migrations', '/sql'],
  ['postgres', '/sql'],
  ['NewSqlDatabase', '/sql'],
  ['createServer', '/http'],
  // Getting started
  ['quickstart', '/getting-started/quickstart'],
  ['quickstrat', '/getting-started/quickstart'],
  ['install cli', '/getting-started/installation'],
  ['homebrew', '/getting-started/installation'],
  ['shell completion', '/getting-started/installation'],
  ['deploy', '/getting-started/deployment'],
  ['stack file', '/getting-started/deployment'],
  ['deploy from ci', '/getting-started/deployment'],
  ['local dashboard', '/getting-started/local-dashboard'],
  ['dashbaord', '/getting-started/local-dashboard'],
  ['least privilege', '/getting-started/resource-best-practices'],
  // Concepts
  ['what is nitric', '/concepts/introduction'],
  ['how nitric works', '/concepts/how-nitric-works'],
  ['terraform', '/concepts/comparisons/terraform'],
  ['pulumi', '/concepts/comparisons/pulumi'],
  ['aws cdk', '/concepts/comparisons/aws-cdk'],
  ['encore', '/concepts/comparisons/encore'],
  ['comparisons', '/concepts/comparisons'],
  // Reference
  ['nitric up', '/reference/cli'],
  ['cli commands', '/reference/cli'],
  ['environment variables', '/reference/env'],
  ['env file', '/reference/env'],
  ['custom container', '/reference/custom-containers'],
  ['dockerfile', '/reference/custom-containers'],
  ['preview features', '/reference/preview-features'],
  ['node sdk', '/reference/nodejs'],
  ['c# sdk', '/reference/csharp/v0'],
  // Support
  ['upgrade from v0', '/support/upgrade'],
  ['contributing', '/contributions'],
  ['pull request', '/contributions'],
  ['report a bug', '/support'],
  ['frequently asked questions', '/faq'],
]

/**
 * Method queries a reader types while reading an SDK reference page (the first field): the method
 * page of that SDK version must come first.
 */
export const REFERENCE_QUERIES: Array<[from: string, query: string, route: string]> = [
  ['/reference/nodejs/storage/bucket', 'bucket.file read', '/reference/nodejs/storage/bucket-file-read'],
  ['/reference/nodejs/topic/topic', 'publish', '/reference/nodejs/topic/topic-publish'],
  ['/reference/nodejs', 'kv get', '/reference/nodejs/keyvalue/keyvalue-get'],
  ['/reference/nodejs', 'getDownloadUrl', '/reference/nodejs/storage/bucket-file-downloadurl'],
  ['/reference/nodejs', 'enqueue', '/reference/nodejs/queues/queue-enqueue'],
  ['/reference/nodejs', 'secret latest', '/reference/nodejs/secrets/secret-latest'],
  ['/reference/nodejs', 'connection string', '/reference/nodejs/sql/sql-connection-string'],
  ['/reference/nodejs', 'job submit', '/reference/nodejs/batch/job-submit'],
  ['/reference/nodejs/v0', 'publish', '/reference/nodejs/v0/topic/topic-publish'],
  ['/reference/nodejs/v0', 'bucket.file read', '/reference/nodejs/v0/storage/bucket-file-read'],
  ['/reference/nodejs/v0', 'queue send', '/reference/nodejs/v0/queues/queue-send'],
  ['/reference/nodejs/v0', 'collection query where', '/reference/nodejs/v0/collection/collection-query-where'],
  ['/reference/python', 'python bucket read', '/reference/python/storage/bucket-file-read'],
  ['/reference/python/storage/bucket', 'bucket read', '/reference/python/storage/bucket-file-read'],
  ['/reference/python/v0', 'collection query where', '/reference/python/v0/collection/collection-query-where'],
  ['/reference/go', 'go topic publish', '/reference/go/topic/topic-publish'],
  ['/reference/go/v0', 'topic publish', '/reference/go/v0/topic/topic-publish'],
  ['/reference/dart', 'kv get', '/reference/dart/keyvalue/keyvalue-get'],
  ['/reference/csharp/v0', 'queue send', '/reference/csharp/v0/queues/queue-send'],
  ['/reference/jvm/v0', 'secret latest', '/reference/jvm/v0/secrets/secret-latest'],
]

/**
 * Queries sent as a client other than the dialog sends them (no filters, no optional filters): an
 * agent, the official Algolia client, an exported index. The general page must come first, before
 * the same words on SDK method pages, older SDK versions above all.
 */
export const RAW_QUERIES: Array<[query: string, route: string]> = [
  ['schedule cron', '/schedules'],
  ['cron', '/schedules'],
  ['schedule every', '/schedules'],
  ['publish', '/messaging'],
  ['topic publish', '/messaging'],
  ['queue enqueue', '/messaging'],
  ['bucket', '/storage'],
  ['bucket file read', '/storage'],
  ['upload a file', '/storage'],
  ['kv get', '/keyvalue'],
  ['key value store', '/keyvalue'],
  ['secret latest', '/secrets'],
  ['websocket connections', '/websockets'],
  ['api route', '/apis'],
  ['sql database', '/sql'],
  ['batch job', '/batch'],
  ['quickstart', '/getting-started/quickstart'],
  ['what is nitric', '/concepts/introduction'],
  ['node sdk', '/reference/nodejs'],
]
