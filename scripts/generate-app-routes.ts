/** Regenerates src/lib/http/app-routes.generated.ts after a route is added to or removed from src/app. */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { appRoutesModule, scanProject } from '../src/lib/http/app-routes-scan'

const root = fileURLToPath(new URL('..', import.meta.url))
writeFileSync(new URL('../src/lib/http/app-routes.generated.ts', import.meta.url), appRoutesModule(await scanProject(root)))
console.log('wrote src/lib/http/app-routes.generated.ts')
