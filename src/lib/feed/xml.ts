/** Half of a UTF-16 pair without its other half: not a character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * Text made safe for XML element content and attribute values: the five markup characters escaped,
 * and characters XML 1.0 forbids even when escaped (most C0 controls, lone surrogates, U+FFFE/FFFF)
 * removed — a feed reader rejects the whole document over one of them.
 */
export function escapeXml(text: string): string {
  return text
    .replace(LONE_SURROGATE, '')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (char) => ESCAPES[char])
}
