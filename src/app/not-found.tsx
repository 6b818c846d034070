import { PrefetchLink as Link } from '@/components/PrefetchLink'
import { ClosestPage } from '@/components/ClosestPage'
import { DocsShell } from '@/components/DocsShell'
import { SearchButton } from '@/components/SearchButton'
import { navigationFor } from '@/lib/navigation'

export const metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <DocsShell route="/404" navigation={navigationFor('/')} feedback={false}>
      <div className="mx-auto max-w-xl py-16 text-center">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-zinc-900 dark:text-white">Page not found</h1>
        <p className="mt-4 text-zinc-600 dark:text-zinc-400">
          This page does not exist, or it has moved. Search the docs for what you were looking for, or start again from the home page.
        </p>
        <ClosestPage />
        <div className="mt-8 flex flex-col items-center gap-4">
          <div className="flex w-full max-w-xs justify-center [&>button]:flex">
            <SearchButton />
          </div>
          <Link href="/" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            Back to the documentation home
          </Link>
        </div>
      </div>
    </DocsShell>
  )
}
