import type { ReferenceEntry } from './entries'
import { operationVocabulary } from './vocabulary'

/**
 * What a reference page is found by beyond its title: the everyday words of its operation (one list
 * per `op`, shared by every SDK and version), its signature and its one-line summary.
 */
export function entryKeywords(entry: ReferenceEntry, summary: string): string[] {
  const signature = (entry.method ?? entry.resource).signature
  return [...(operationVocabulary().get(entry.op) ?? []), signature, summary]
}
