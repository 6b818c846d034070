export const COPY_FEEDBACK_MS = 1000
export const COPY_UNAVAILABLE_WARNING = 'Copying to the clipboard is not possible: the document does not have focus or the clipboard is unavailable.'

interface CopyEnvironment {
  document: Pick<Document, 'hasFocus'>
  clipboard: Pick<Clipboard, 'writeText'> | undefined
  warn: (message: string) => void
}

/** Copies text when the page has focus and a clipboard; otherwise warns and reports failure. */
export async function copyText(text: string, env: CopyEnvironment): Promise<boolean> {
  if (!env.document.hasFocus() || !env.clipboard) {
    env.warn(COPY_UNAVAILABLE_WARNING)
    return false
  }
  try {
    await env.clipboard.writeText(text)
    return true
  } catch {
    env.warn(COPY_UNAVAILABLE_WARNING)
    return false
  }
}
