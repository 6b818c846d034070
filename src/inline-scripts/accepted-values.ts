/**
 * Inline in the head: accepted-values lists open and close from first paint
 * (src/lib/enhance/accepted-values.ts). Bundled into inline text by `npm run generate:inline-scripts`.
 */
import { installAcceptedValues } from '@/lib/enhance/accepted-values'

installAcceptedValues(document)
