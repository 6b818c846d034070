import { OG_FONT_FAMILY } from './fonts'

/** Brand colours from src/app/globals.css (@theme) and the zinc scale the site uses. */
const COLOURS = {
  background: '#09090b',
  brand400: '#9378ff',
  brand500: '#7b55f6',
  brand600: '#6a3ee8',
  title: '#ffffff',
  description: '#a1a1aa',
  muted: '#71717a',
}

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

export interface OgCardProps {
  title: string
  description: string
  /** e.g. 'nitric.io/docs'. */
  address: string
  brand: string
}

/** The site's mark, as in src/components/Logo.tsx. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill={COLOURS.brand600} />
      <path d="M9 10.5 16 7l7 3.5M9 16l7-3.5 7 3.5M9 21.5 16 18l7 3.5" fill="none" stroke="white" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** The 1200×630 social card: mark and name, the page title and description, the site address. */
export function OgCard({ title, description, address, brand }: OgCardProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px 64px',
        backgroundColor: COLOURS.background,
        backgroundImage: `radial-gradient(circle at 100% 0%, rgba(123, 85, 246, 0.38), rgba(9, 9, 11, 0) 60%)`,
        fontFamily: OG_FONT_FAMILY,
        color: COLOURS.title,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <Mark size={64} />
        <div style={{ display: 'flex', fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>
          {brand}
          <span style={{ marginLeft: 12, fontWeight: 400, color: COLOURS.description }}>Docs</span>
        </div>
      </div>
      {/* At most 3 title lines and 2 description lines: they always fit between the mark and the address. */}
      <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 1040, margin: '28px 0' }}>
        <div style={{ display: 'block', fontSize: 66, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5, lineClamp: 3 }}>{title}</div>
        {description && (
          <div style={{ display: 'block', marginTop: 22, fontSize: 31, lineHeight: 1.4, color: COLOURS.description, lineClamp: 2 }}>{description}</div>
        )}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 26, color: COLOURS.muted }}>
        <span>{address}</span>
        <div style={{ display: 'flex', width: 160, height: 8, borderRadius: 4, backgroundImage: `linear-gradient(90deg, ${COLOURS.brand600}, ${COLOURS.brand400})` }} />
      </div>
    </div>
  )
}
