import '@testing-library/jest-dom/vitest'

// next/link reads the base path from this build-time variable; the site is served under /docs.
process.env.__NEXT_ROUTER_BASEPATH = '/docs'
