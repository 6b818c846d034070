'use client'

import * as Select from '@radix-ui/react-select'
import { useRouter } from 'next/navigation'
import { useLayoutEffect, useRef } from 'react'
import { ChevronDownIcon } from './icons'
import { versionSelectLabel, versionTriggerClass, type VersionSelectProps } from './version-select-types'

/** The Radix select behind the version trigger; loaded when a reader reaches for it. */
export function VersionSelectMenu({ sdkLabel, current, options, openOnMount = false, focusOnMount = false }: VersionSelectProps & { openOnMount?: boolean; focusOnMount?: boolean }) {
  const router = useRouter()
  const trigger = useRef<HTMLButtonElement>(null)
  // In the same task that swaps the look-alike for this trigger: a key pressed meanwhile is not lost.
  useLayoutEffect(() => {
    if (focusOnMount) trigger.current?.focus()
  }, [focusOnMount])
  return (
    <Select.Root
      defaultOpen={openOnMount}
      value={current}
      onValueChange={(version) => {
        const option = options.find((o) => o.version === version)
        if (option) router.push(option.href)
      }}
    >
      <Select.Trigger ref={trigger} aria-label={versionSelectLabel(sdkLabel)} className={versionTriggerClass}>
        {/* The version alone: the selected option's text also carries its Latest badge. */}
        <Select.Value>{current}</Select.Value>
        <Select.Icon>
          <ChevronDownIcon className="h-4 w-4" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content position="popper" sideOffset={6} className="z-50 min-w-40 overflow-hidden rounded-md bg-white p-1 text-sm shadow-lg ring-1 ring-zinc-900/10 dark:bg-zinc-900 dark:ring-white/10">
          <Select.Viewport>
            {options.map((option) => (
              <Select.Item
                key={option.version}
                value={option.version}
                textValue={option.version}
                className="grid cursor-default grid-cols-[1fr_1rem] items-center gap-2 rounded px-2 py-1.5 text-zinc-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:text-zinc-200 dark:data-[highlighted]:bg-white/10 dark:data-[highlighted]:text-white"
              >
                {/* The option's accessible name is this text: the badge is in it, as it is on screen. (ItemText takes no className.) */}
                <Select.ItemText>
                  <span className="flex items-center justify-between gap-3">
                    {option.version}
                    {option.latest && ' '}
                    {option.latest && (
                      <span className="rounded-full bg-emerald-100 px-1.5 py-0.5 text-[0.65rem] font-medium text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">Latest</span>
                    )}
                  </span>
                </Select.ItemText>
                <Select.ItemIndicator>
                  <span aria-hidden="true" className="check-icon" />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  )
}
