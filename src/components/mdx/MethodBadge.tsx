const METHOD_STYLES: Record<string, string> = {
  GET: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  POST: 'bg-sky-50 text-sky-800 ring-sky-700/20 dark:bg-sky-400/10 dark:text-sky-300 dark:ring-sky-400/25',
  PUT: 'bg-amber-50 text-amber-800 ring-amber-700/20 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/25',
  PATCH: 'bg-violet-50 text-violet-800 ring-violet-700/20 dark:bg-violet-400/10 dark:text-violet-300 dark:ring-violet-400/25',
  DELETE: 'bg-rose-50 text-rose-800 ring-rose-700/20 dark:bg-rose-400/10 dark:text-rose-300 dark:ring-rose-400/25',
}
const OTHER = 'bg-zinc-100 text-zinc-700 ring-zinc-700/20 dark:bg-zinc-400/10 dark:text-zinc-300 dark:ring-zinc-400/25'

export function methodBadgeClass(method: string): string {
  return METHOD_STYLES[method.toUpperCase()] ?? OTHER
}

/** A label coloured by HTTP method (any other word gets a neutral colour). */
export function MethodBadge({ method, children }: { method?: string; children?: string }) {
  const label = (method ?? children ?? '').toUpperCase()
  return (
    <span data-method={label} className={`not-prose inline-flex rounded-md px-1.5 py-0.5 font-mono text-[0.675rem] font-semibold ring-1 ring-inset ${methodBadgeClass(label)}`}>
      {label}
    </span>
  )
}
