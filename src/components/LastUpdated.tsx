const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "Last updated November 22, 2026" from the page's last commit; nothing when the date is unknown. */
export function LastUpdated({ date }: { date: string | undefined }) {
  if (!date || Number.isNaN(Date.parse(date))) return null
  return (
    <p className="last-updated">
      Last updated <time dateTime={new Date(date).toISOString()}>{format.format(new Date(date))}</time>
    </p>
  )
}
