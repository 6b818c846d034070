import { ImageResponse } from 'next/og'
import { OG_HEIGHT, OG_WIDTH, OgCard, type OgCardProps } from './card'
import { ogFonts } from './fonts'

/** Renders the card to PNG bytes. Rendering errors reject here rather than break a streamed response. */
export async function renderCardPng(props: OgCardProps): Promise<Uint8Array> {
  const response = new ImageResponse(<OgCard {...props} />, { width: OG_WIDTH, height: OG_HEIGHT, fonts: ogFonts().fonts })
  return new Uint8Array(await response.arrayBuffer())
}
