import type { IconName } from '@/lib/icons/shapes'

interface IconProps {
  /** Size and colour utilities; an icon is 1.25rem square and takes the text's colour unless told otherwise. */
  className?: string
}

/**
 * An icon drawn by CSS (`.i` in globals.css, the shapes in src/lib/icons/shapes.ts): a span with two
 * short classes instead of SVG markup in every page's HTML and React payload. Decorative: the
 * control it sits in carries the label.
 */
export function Icon({ name, className }: IconProps & { name: IconName }) {
  return <span aria-hidden="true" className={className ? `i i-${name} ${className}` : `i i-${name}`} />
}

const named = (name: IconName) => {
  const NamedIcon = (props: IconProps) => <Icon name={name} {...props} />
  NamedIcon.displayName = `Icon(${name})`
  return NamedIcon
}

export const SearchIcon = named('search')
export const SunIcon = named('sun')
export const MoonIcon = named('moon')
export const MenuIcon = named('menu')
export const CloseIcon = named('close')
export const ArrowLeftIcon = named('arrow-left')
export const ArrowRightIcon = named('arrow-right')
export const ChevronDownIcon = named('chevron-down')
export const StarIcon = named('star')
export const PencilIcon = named('pencil')
export const GitHubIcon = named('github')
export const ChatIcon = named('chat')
export const XIcon = named('x')
export const VideoIcon = named('video')
