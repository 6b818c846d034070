// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fragmentLandingScript } from '@/inline-scripts/generated'
import { FORMS, runInlineScript, type InlineScriptForm } from '../inline-scripts/run'

describe.each(FORMS)('keeping a linked section in place (%s)', (form: InlineScriptForm) => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.body.innerHTML = ''
    history.replaceState(null, '', '/')
  })

  /** A page opened at #target whose section sits `top` px from the viewport's top; frames are run by hand. */
  async function open(hash: string) {
    history.replaceState(null, '', `/page${hash}`)
    document.body.innerHTML = '<h2 id="target" style="scroll-margin-top: 96px">Target</h2>'
    const target = document.getElementById('target')!
    let top = 96
    vi.spyOn(target, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect)
    const scrolled = vi.fn(() => (top = 96))
    target.scrollIntoView = scrolled
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    await runInlineScript(form, fragmentLandingScript, () => import('@/inline-scripts/fragment-landing'))
    const frame = (time: number) => frames.splice(0).forEach((callback) => callback(time))
    return { frames, frame, scrolled, move: (to: number) => (top = to) }
  }

  it('puts the section back at its scroll margin when the page moves it, frame by frame, for two seconds', async () => {
    const { frames, frame, scrolled, move } = await open('#target')
    frame(1000)
    expect(scrolled).not.toHaveBeenCalled()
    move(621)
    frame(1016)
    expect(scrolled).toHaveBeenCalledTimes(1)
    move(96.4)
    frame(1032)
    expect(scrolled).toHaveBeenCalledTimes(1)
    move(300)
    frame(2999)
    expect(scrolled).toHaveBeenCalledTimes(2)
    frame(3001)
    expect(frames).toEqual([])
  })

  it('while the page is still loading, holds past two seconds and until two seconds after the load', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const { frames, frame, scrolled, move } = await open('#target')
    frame(1000)
    move(400)
    frame(6000)
    expect(scrolled).toHaveBeenCalledTimes(1)
    readyState.mockReturnValue('complete')
    frame(7000)
    move(-600)
    frame(8999)
    expect(scrolled).toHaveBeenCalledTimes(2)
    frame(9001)
    expect(frames).toEqual([])
  })

  it('lets go after twenty seconds when the load never completes', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const { frames, frame } = await open('#target')
    frame(1000)
    frame(20_999)
    expect(frames).toHaveLength(1)
    frame(21_001)
    expect(frames).toEqual([])
  })

  it('stops as soon as the reader scrolls, and does nothing without a fragment', async () => {
    const { frames, frame, scrolled, move } = await open('#target')
    frame(1000)
    window.dispatchEvent(new Event('wheel'))
    move(621)
    frame(1016)
    expect(scrolled).not.toHaveBeenCalled()
    expect(frames).toEqual([])
    vi.restoreAllMocks()

    const plain = await open('')
    expect(plain.frames).toEqual([])
  })
})
