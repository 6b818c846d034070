// Renders small trees with React's own Flight server and prints each payload (base64, as JSON), so
// the island tests work on the real wire format. Run with `node --conditions=react-server`.
import { Writable } from 'node:stream'
import React from 'react'
import flightServer from 'next/dist/compiled/react-server-dom-webpack/server.node.js'

const { renderToPipeableStream, registerClientReference } = flightServer

const client = (name) => registerClientReference(() => { throw new Error('client only') }, `${name}.js`, name)
const Island = client('StaticIsland')
const Widget = client('Widget')
const h = React.createElement

const icon = h('path', { d: 'M0 0h24' })
const long = (word) => `${word} `.repeat(400)

const scenarios = {
  // Content only the islands use: text rows, a client component, an element shared inside the island.
  islands: () =>
    h('main', null,
      h('h1', null, 'Title'),
      h(Island, { staticIsland: 'article', className: 'prose' }, h('p', null, long('article')), h(Widget, { label: 'inside' }), h('svg', null, icon), h('svg', null, icon)),
      h(Widget, { label: 'outside' }),
      h(Island, { staticIsland: 'toc' }, h('ul', null, h('li', null, long('toc'))))),
  // An element the page shows first outside, then inside an island: the island points out, which is fine.
  sharedFromOutside: () => h('main', null, h('svg', null, icon), h(Island, { staticIsland: 'article' }, h('svg', null, icon))),
  // The same element first inside an island, then outside: the rest of the page points into the island.
  sharedFromInside: () => h('main', null, h(Island, { staticIsland: 'article' }, h('svg', null, icon)), h('footer', null, h('svg', null, icon))),
  // The head's init script, long enough for its own text row, beside a script that only has a source.
  inlineScript: () =>
    h('html', null,
      h('head', null, h('script', { dangerouslySetInnerHTML: { __html: long('init();') } }), h('script', { src: '/polyfill.js', noModule: true })),
      h('body', null, h(Island, { staticIsland: 'article' }, h('p', null, 'text')))),
  none: () => h('main', null, h('p', null, long('plain')), h(Widget, { label: 'only' })),
}

const manifest = new Proxy({}, { get: (_, key) => ({ id: String(key).split('#')[0], chunks: [], name: String(key).split('#')[1] }) })

async function render(tree) {
  const chunks = []
  await new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, manifest, { onError: reject })
    pipe(new Writable({ write: (chunk, _, done) => (chunks.push(chunk), done()), final: (done) => (resolve(), done()) }))
  })
  return Buffer.concat(chunks).toString('base64')
}

const out = {}
for (const [name, tree] of Object.entries(scenarios)) out[name] = await render(tree())
process.stdout.write(JSON.stringify(out))
