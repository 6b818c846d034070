/**
 * Inline in the head, before first paint: applies the reader's theme so the page never flashes the
 * wrong one, and makes the theme toggle work from first paint. Bundled into inline text by
 * `npm run generate:inline-scripts`.
 */
import { initTheme } from '@/lib/theme-behaviour'

initTheme(window)
