// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { FeedbackWidget } from '@/components/feedback/FeedbackWidget'
import { holdEarlyFeedbackSends } from '@/lib/feedback/held-send'

const navigation = vi.hoisted(() => ({ pathname: '/concepts/introduction' }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

const QUESTION = 'What did you think of this content?'
const PLACEHOLDER = "We'd love to hear your feedback!"

/** A fetch whose answer the test releases when it chooses. */
function controllableFetch() {
  const pending: { resolve: (response: Response) => void; reject: (error: Error) => void }[] = []
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ resolve, reject })
      }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return {
    fetchMock,
    respond: (status = 201) => pending.shift()!.resolve(new Response(JSON.stringify({ ok: status < 300 }), { status })),
    fail: () => pending.shift()!.reject(new TypeError('Failed to fetch')),
  }
}

/** What the stylesheet shows only once a choice is checked. */
const commentBlock = () => document.querySelector<HTMLElement>('.feedback-form:not(:has(:checked)) .feedback-comment')

function status() {
  return screen.getByRole('status')
}

beforeEach(() => {
  // The outbox keeps unsent submissions in sessionStorage; each test starts with none.
  window.sessionStorage.clear()
  navigation.pathname = '/concepts/introduction'
  window.history.replaceState(null, '', '/docs/concepts/introduction')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('FeedbackWidget', () => {
  it('first asks the question with three choices in a labelled group, and nothing else', () => {
    render(<FeedbackWidget />)
    const group = screen.getByRole('group', { name: QUESTION })
    expect(group).toBeInTheDocument()
    const choices = screen.getAllByRole('radio')
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'It was helpful',
      'It was not helpful',
      'I have feedback',
    ])
    expect(choices.every((choice) => !(choice as HTMLInputElement).checked)).toBe(true)
    // The comment box and Send are in the markup from the start, inside the block the stylesheet
    // hides until a choice is checked (.feedback-comment; tests/e2e/feedback.spec.ts sees it hidden).
    expect(commentBlock()).toContainElement(screen.getByRole('textbox'))
    expect(commentBlock()).toContainElement(screen.getByRole('button', { name: 'Send' }))
    expect(status()).toHaveTextContent('')
    expect(status()).toHaveAttribute('aria-live', 'polite')
  })

  it('shows a labelled five-row comment box and a Send button once a choice is made', async () => {
    const user = userEvent.setup()
    render(<FeedbackWidget />)
    await user.click(screen.getByRole('radio', { name: 'It was not helpful' }))
    const comment = screen.getByRole('textbox', { name: /comment/i })
    expect(comment).toHaveAttribute('rows', '5')
    expect(comment).toHaveAttribute('placeholder', PLACEHOLDER)
    expect(comment).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit')
    expect(screen.getByRole('radio', { name: 'It was not helpful' })).toBeChecked()
  })

  it.each([
    ['It was helpful', 'yes'],
    ['It was not helpful', 'no'],
    ['I have feedback', 'feedback'],
  ])('sends "%s" as answer %s with the page path, user agent and comment', async (label, answer) => {
    const { fetchMock, respond } = controllableFetch()
    const user = userEvent.setup()
    render(<FeedbackWidget />)
    await user.click(screen.getByRole('radio', { name: label }))
    await user.type(screen.getByRole('textbox'), 'The second example fails')
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/docs/api/feedback')
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(init.body as string)).toEqual({
      url: '/docs/concepts/introduction',
      ua: navigator.userAgent,
      comment: 'The second example fails',
      answer,
    })
    await act(async () => respond())
  })

  it('goes from the form to "Submitting feedback" to "Thank you for your feedback!"', async () => {
    const { respond } = controllableFetch()
    const user = userEvent.setup()
    render(<FeedbackWidget />)
    await user.click(screen.getByRole('radio', { name: 'It was helpful' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))

    expect(status()).toHaveTextContent(/^Submitting feedback$/)
    expect(status()).toHaveFocus()
    expect(screen.queryByRole('group', { name: QUESTION })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument()

    await act(async () => respond())
    expect(status()).toHaveTextContent(/^Thank you for your feedback!$/)
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument()
  })

  it('sends an empty comment', async () => {
    const { fetchMock, respond } = controllableFetch()
    const user = userEvent.setup()
    render(<FeedbackWidget />)
    await user.click(screen.getByRole('radio', { name: 'It was helpful' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string).comment).toBe('')
    await act(async () => respond())
  })

  it.each([
    ['the server refuses', (control: ReturnType<typeof controllableFetch>) => control.respond(500)],
    ['the network fails', (control: ReturnType<typeof controllableFetch>) => control.fail()],
  ])('thanks the reader even when %s', async (_case, settle) => {
    const control = controllableFetch()
    const user = userEvent.setup()
    render(<FeedbackWidget />)
    await user.click(screen.getByRole('radio', { name: 'I have feedback' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await act(async () => settle(control))
    expect(status()).toHaveTextContent('Thank you for your feedback!')
  })

  it('keeps a submission the server did not take, with its Idempotency-Key, and sends it again on the next page', async () => {
    const control = controllableFetch()
    const user = userEvent.setup()
    const { unmount } = render(<FeedbackWidget />)
    await user.click(screen.getByRole('radio', { name: 'It was helpful' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const key = (control.fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>
    await act(async () => control.respond(503))
    expect(status()).toHaveTextContent('Thank you for your feedback!')
    expect(JSON.parse(window.sessionStorage.getItem('nitric-docs-feedback-outbox')!)).toHaveLength(1)
    unmount()
    render(<FeedbackWidget />)
    expect(control.fetchMock).toHaveBeenCalledTimes(2)
    const retry = (control.fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1]
    expect((retry.headers as Record<string, string>)['idempotency-key']).toBe(key['idempotency-key'])
    expect(retry.keepalive).toBe(true)
    await act(async () => control.respond(201))
    expect(JSON.parse(window.sessionStorage.getItem('nitric-docs-feedback-outbox')!)).toEqual([])
  })

  it('ignores a second submit while the first is in flight', async () => {
    const { fetchMock, respond } = controllableFetch()
    const user = userEvent.setup()
    const { container } = render(<FeedbackWidget />)
    await user.click(screen.getByRole('radio', { name: 'It was helpful' }))
    const form = container.querySelector('form')!
    // Both submits land before React re-renders, as with a fast double click or Enter pressed twice.
    act(() => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => respond())
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('starts over when the page path changes', async () => {
    const { respond } = controllableFetch()
    const user = userEvent.setup()
    const { rerender } = render(<FeedbackWidget />)
    await user.click(screen.getByRole('radio', { name: 'It was helpful' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await act(async () => respond())
    expect(status()).toHaveTextContent('Thank you for your feedback!')

    navigation.pathname = '/apis'
    rerender(<FeedbackWidget />)
    expect(screen.getByRole('group', { name: QUESTION })).toBeInTheDocument()
    expect(screen.getAllByRole('radio').some((choice) => (choice as HTMLInputElement).checked)).toBe(false)
    expect(screen.getByRole('textbox')).toHaveValue('')
    expect(commentBlock()).toContainElement(screen.getByRole('textbox'))
    expect(status()).toHaveTextContent('')
  })

  it('does not thank the next page for a submission still in flight when the path changed', async () => {
    const { fetchMock, respond } = controllableFetch()
    const user = userEvent.setup()
    const { rerender } = render(<FeedbackWidget />)
    await user.click(screen.getByRole('radio', { name: 'It was helpful' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    navigation.pathname = '/apis'
    rerender(<FeedbackWidget />)
    await act(async () => respond())
    expect(status()).toHaveTextContent('')
    // The new page's form is usable straight away.
    await user.click(screen.getByRole('radio', { name: 'It was not helpful' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await act(async () => respond())
  })

  it('works from the keyboard alone', async () => {
    const { fetchMock, respond } = controllableFetch()
    const user = userEvent.setup()
    render(<FeedbackWidget />)
    await user.tab()
    expect(screen.getByRole('radio', { name: 'It was helpful' })).toHaveFocus()
    await user.keyboard('[ArrowRight]')
    expect(screen.getByRole('radio', { name: 'It was not helpful' })).toBeChecked()
    await user.tab()
    expect(screen.getByRole('textbox')).toHaveFocus()
    await user.keyboard('Too short')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus()
    await user.keyboard('[Enter]')
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toMatchObject({
      answer: 'no',
      comment: 'Too short',
    })
    await act(async () => respond())
    expect(status()).toHaveTextContent('Thank you for your feedback!')
  })

  it('sends, once hydrated, a choice, a comment and a Send made in the server markup before then', async () => {
    const { fetchMock, respond } = controllableFetch()
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(<FeedbackWidget />)
    const held = vi.spyOn(window, 'addEventListener')
    holdEarlyFeedbackSends(window)
    const [, hold] = held.mock.calls[0]
    held.mockRestore()
    try {
      fireEvent.click(within(container).getByRole('radio', { name: 'It was not helpful' }))
      fireEvent.change(within(container).getByRole('textbox'), { target: { value: 'Early' } })
      const submit = new Event('submit', { bubbles: true, cancelable: true })
      container.querySelector('form')!.dispatchEvent(submit)
      // Not submitted to the page's address (the page would load again), but held on the form.
      expect(submit.defaultPrevented).toBe(true)
      expect(container.querySelector('form')).toHaveAttribute('data-send-pending')
      expect(fetchMock).not.toHaveBeenCalled()
      await act(async () => {
        render(<FeedbackWidget />, { container, hydrate: true })
      })
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toMatchObject({ answer: 'no', comment: 'Early' })
      expect(status()).toHaveTextContent(/^Submitting feedback$/)
      await act(async () => respond())
      expect(status()).toHaveTextContent('Thank you for your feedback!')
      expect(fetchMock).toHaveBeenCalledTimes(1)
    } finally {
      window.removeEventListener('submit', hold)
    }
  })

  it('leaves a Send alone once React handles the form', async () => {
    const { fetchMock, respond } = controllableFetch()
    const held = vi.spyOn(window, 'addEventListener')
    holdEarlyFeedbackSends(window)
    const [, hold] = held.mock.calls[0]
    held.mockRestore()
    try {
      const user = userEvent.setup()
      const { container } = render(<FeedbackWidget />)
      await user.click(screen.getByRole('radio', { name: 'It was helpful' }))
      const form = container.querySelector('form')!
      await user.click(screen.getByRole('button', { name: 'Send' }))
      expect(form).not.toHaveAttribute('data-send-pending')
      expect(fetchMock).toHaveBeenCalledTimes(1)
      await act(async () => respond())
    } finally {
      window.removeEventListener('submit', hold)
    }
  })
})
