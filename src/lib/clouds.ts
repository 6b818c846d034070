import { stem } from './search/word-forms'

/**
 * The clouds the framework deploys to, each with its provider reference's route segment
 * (`/reference/providers/gcp`), its name in menus, and the words a question names it by: its own
 * names and those of its services no other cloud shares ("lambda memory" is about AWS).
 */
export const CLOUDS = [
  { id: 'aws', label: 'AWS', words: ['aws', 'amazon', 'lambda', 's3', 'sqs', 'sns', 'dynamodb', 'cloudformation', 'eventbridge'] },
  { id: 'gcp', label: 'Google Cloud', words: ['gcp', 'google', 'gcs', 'firestore', 'bigquery'] },
  { id: 'azure', label: 'Azure', words: ['azure', 'microsoft', 'cosmos', 'entra'] },
] as const

export type CloudId = (typeof CLOUDS)[number]['id']

const PROVIDER_PAGE = new RegExp(`/reference/providers/(?:terraform/)?(${CLOUDS.map((cloud) => cloud.id).join('|')})(?:/|$)`)

/** The cloud a provider reference page is about (`/docs/reference/providers/terraform/aws` → `aws`); undefined for every other page. */
export function cloudOfRoute(route: string): CloudId | undefined {
  return PROVIDER_PAGE.exec(route)?.[1] as CloudId | undefined
}

/** Each cloud's words as stems, once: a question is compared by stem ("my lambdas" → `lambda`). */
const CLOUD_STEMS = CLOUDS.map((cloud) => ({ id: cloud.id, stems: cloud.words.map(stem) }))

/** The clouds a text names by one of their words, in any of its forms ("deploy to Google Cloud Run" → `gcp`, "my lambdas" → `aws`). */
export function cloudsNamedIn(text: string): Set<CloudId> {
  const words = new Set(text.toLowerCase().split(/[^a-z0-9]+/).map(stem))
  return new Set(CLOUD_STEMS.filter((cloud) => cloud.stems.some((word) => words.has(word))).map((cloud) => cloud.id))
}
