/** Where the build writes every prebuilt page by its address, below the dist folder (page-output.ts), and the server serves them from. */
export const PAGES_DIR = 'pages'
