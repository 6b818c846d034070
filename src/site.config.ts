/** Every brand fact of the site in one place. */
export const siteConfig = {
  name: 'Nitric',
  docsTitle: 'Documentation',
  tagline: 'Build cloud applications once and deploy them to AWS, Google Cloud or Azure.',
  basePath: '/docs',
  /** The framework's own repository: the 'Star on GitHub' and repository links. */
  repository: 'https://github.com/nitrictech/nitric',
  /** Where this site's content lives: 'Edit this page' and 'report missing results' links. */
  docsRepository: 'https://github.com/nitrictech/docs',
  chat: 'https://nitric.io/chat',
  social: {
    x: 'https://x.com/nitric_io',
    github: 'https://github.com/nitrictech',
    chat: 'https://nitric.io/chat',
    youtube: 'https://www.youtube.com/@nitrictech',
  },
  feedPath: '/feed.xml',
} as const

export type SiteConfig = typeof siteConfig
