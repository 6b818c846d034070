import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gitRunner, readLastChanged, type GitRunner } from '@/lib/git/history'
import { COMMIT_MARKER, parseLastChanged } from '@/lib/git/parse-log'

const log = (...commits: Array<[date: string, files: string[]]>) => commits.map(([date, files]) => `${COMMIT_MARKER}${date}\n\n${files.join('\n')}\n`).join('')

describe('parseLastChanged', () => {
  it('gives each file the date of its newest commit', () => {
    const dates = parseLastChanged(
      log(['2024-03-02T10:00:00+01:00', ['content/a.mdx', 'content/b.mdx']], ['2024-01-01T00:00:00Z', ['content/a.mdx', 'content/c.mdx']]),
    )
    expect(Object.fromEntries(dates)).toEqual({
      'content/a.mdx': '2024-03-02T10:00:00+01:00',
      'content/b.mdx': '2024-03-02T10:00:00+01:00',
      'content/c.mdx': '2024-01-01T00:00:00Z',
    })
  })

  it('compares dates, not positions (a merged branch may list an older commit first)', () => {
    const dates = parseLastChanged(log(['2024-01-01T00:00:00Z', ['content/a.mdx']], ['2024-06-01T00:00:00Z', ['content/a.mdx']]))
    expect(dates.get('content/a.mdx')).toBe('2024-06-01T00:00:00Z')
  })

  it('compares instants across time zones', () => {
    const dates = parseLastChanged(log(['2024-01-01T23:00:00-05:00', ['a.mdx']], ['2024-01-02T01:00:00+00:00', ['a.mdx']]))
    expect(dates.get('a.mdx')).toBe('2024-01-01T23:00:00-05:00') // 04:00Z is later than 01:00Z
  })

  it('copes with CRLF, commits without files, unicode names and noise', () => {
    const output = `${COMMIT_MARKER}2024-02-02T00:00:00Z\r\n\r\ncontent/é.mdx\r\n${COMMIT_MARKER}2024-02-01T00:00:00Z\n${COMMIT_MARKER}not a date\ncontent/x.mdx\n`
    expect(Object.fromEntries(parseLastChanged(output))).toEqual({ 'content/é.mdx': '2024-02-02T00:00:00Z' })
    expect(parseLastChanged('').size).toBe(0)
  })
})

describe('readLastChanged', () => {
  const fake = (answers: Record<string, string | Error>): GitRunner => (args) => {
    const answer = answers[args.includes('log') ? 'log' : args.join(' ')]
    if (answer instanceof Error || answer === undefined) throw answer ?? new Error('unexpected')
    return answer
  }

  it('reads the log of a full clone', () => {
    const result = readLastChanged(fake({ 'rev-parse --is-shallow-repository': 'false\n', log: log(['2024-01-01T00:00:00Z', ['content/a.mdx']]) }), ['content'])
    expect(result.problem).toBeUndefined()
    expect(result.dates.get('content/a.mdx')).toBe('2024-01-01T00:00:00Z')
  })

  it('gives no dates in a shallow clone, and says why', () => {
    const result = readLastChanged(fake({ 'rev-parse --is-shallow-repository': 'true\n', log: log(['2024-01-01T00:00:00Z', ['content/a.mdx']]) }), ['content'])
    expect(result.dates.size).toBe(0)
    expect(result.problem).toMatch(/shallow clone/)
  })

  it('gives no dates without git', () => {
    const result = readLastChanged(fake({ 'rev-parse --is-shallow-repository': new Error('spawn git ENOENT') }), ['content'])
    expect(result.dates.size).toBe(0)
    expect(result.problem).toMatch(/no git history/)
  })
})

describe('against real repositories', () => {
  let root: string
  const git = (cwd: string, args: string[], date?: string) =>
    execFileSync('git', ['-c', 'user.name=Docs Test', '-c', 'user.email=docs@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd,
      env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
      stdio: 'pipe',
    })

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'docs-git-test-'))
    const site = join(root, 'full', 'site')
    mkdirSync(join(site, 'content'), { recursive: true })
    git(join(root, 'full'), ['init', '-q', '-b', 'main'])
    writeFileSync(join(site, 'content', 'a.mdx'), 'a')
    writeFileSync(join(site, 'content', 'b.mdx'), 'b')
    git(join(root, 'full'), ['add', '.'])
    git(join(root, 'full'), ['commit', '-q', '-m', 'one'], '2024-01-01T10:00:00Z')
    writeFileSync(join(site, 'content', 'b.mdx'), 'b2')
    writeFileSync(join(site, 'outside.txt'), 'x')
    git(join(root, 'full'), ['add', '.'])
    git(join(root, 'full'), ['commit', '-q', '-m', 'two'], '2024-05-05T12:00:00Z')
    git(root, ['clone', '-q', '--depth', '1', `file://${join(root, 'full')}`, 'shallow'])
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('reads dates relative to the site folder of a larger repository', () => {
    const result = readLastChanged(gitRunner(join(root, 'full', 'site')), ['content'])
    expect(result.problem).toBeUndefined()
    expect(Object.fromEntries([...result.dates].map(([file, date]) => [file, new Date(date).toISOString()]))).toEqual({
      'content/a.mdx': '2024-01-01T10:00:00.000Z',
      'content/b.mdx': '2024-05-05T12:00:00.000Z',
    })
  })

  it('dates a file two merged branches both changed by the merge, and one taken from a side by that side, as git log -1 does', () => {
    const repo = join(root, 'merges')
    mkdirSync(join(repo, 'content'), { recursive: true })
    git(repo, ['init', '-q', '-b', 'main'])
    writeFileSync(join(repo, 'content', 'both.mdx'), 'one\ntwo\nthree\nfour\nfive\n')
    writeFileSync(join(repo, 'content', 'side.mdx'), 's')
    git(repo, ['add', '.'])
    git(repo, ['commit', '-q', '-m', 'base'], '2024-01-01T00:00:00Z')
    git(repo, ['checkout', '-q', '-b', 'side'])
    writeFileSync(join(repo, 'content', 'both.mdx'), 'one\ntwo\nthree\nfour\nFIVE\n')
    writeFileSync(join(repo, 'content', 'side.mdx'), 's2')
    git(repo, ['commit', '-q', '-am', 'side'], '2024-02-01T00:00:00Z')
    git(repo, ['checkout', '-q', 'main'])
    writeFileSync(join(repo, 'content', 'both.mdx'), 'ONE\ntwo\nthree\nfour\nfive\n')
    git(repo, ['commit', '-q', '-am', 'main'], '2024-03-01T00:00:00Z')
    git(repo, ['merge', '-q', '--no-edit', 'side'], '2024-04-01T00:00:00Z')
    const result = readLastChanged(gitRunner(repo), ['content'])
    const logged = (file: string) => new Date(execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { cwd: repo, encoding: 'utf8' }).trim()).toISOString()
    const dates = Object.fromEntries([...result.dates].map(([file, date]) => [file, new Date(date).toISOString()]))
    expect(dates).toEqual({ 'content/both.mdx': '2024-04-01T00:00:00.000Z', 'content/side.mdx': '2024-02-01T00:00:00.000Z' })
    expect(dates['content/both.mdx']).toBe(logged('content/both.mdx'))
    expect(dates['content/side.mdx']).toBe(logged('content/side.mdx'))
  })

  it('gives no dates in a shallow clone rather than the clone date for every file', () => {
    const result = readLastChanged(gitRunner(join(root, 'shallow', 'site')), ['content'])
    expect(result.dates.size).toBe(0)
    expect(result.problem).toMatch(/shallow/)
  })

  it('gives no dates outside a git checkout', () => {
    const plain = mkdtempSync(join(tmpdir(), 'docs-no-git-'))
    try {
      const result = readLastChanged(gitRunner(plain), ['content'])
      expect(result.dates.size).toBe(0)
      expect(result.problem).toMatch(/no git history/)
    } finally {
      rmSync(plain, { recursive: true, force: true })
    }
  })
})
