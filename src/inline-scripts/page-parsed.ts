/**
 * In the head script: dispatches PAGE_PARSED_EVENT on the document once the page is parsed up to the
 * marker first paint waits for, so the head's other scripts can finish the page before it is painted.
 */
import { PAGE_PARSED_EVENT, whenPageParsed } from '@/lib/page-parsed'

whenPageParsed(document, () => document.dispatchEvent(new Event(PAGE_PARSED_EVENT)))
