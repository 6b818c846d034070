import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default (cores - 1) runs one file at a time on a 2-core machine; the files share
    // nothing (each database test has its own schema or file), and many wait on child processes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1,
  },
})
