import { vi } from 'vitest'

/**
 * The two forms of an inline script a test runs: the text the page carries (from the generated
 * module, run as the browser runs an inline script) and the typed module it is bundled from (a
 * fresh copy, run by importing it). `globals` are the names the script reads, for a test that runs
 * it against stand-ins; they stay stubbed until `vi.unstubAllGlobals()`.
 */
export type InlineScriptForm = 'generated text' | 'typed module'
export const FORMS: InlineScriptForm[] = ['generated text', 'typed module']

export async function runInlineScript(form: InlineScriptForm, text: string, load: () => Promise<unknown>, globals: Record<string, unknown> = {}): Promise<void> {
  for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value)
  if (form === 'generated text') {
    new Function(text)()
    return
  }
  vi.resetModules()
  await load()
}
