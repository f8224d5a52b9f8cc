import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { globSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { frBasemap } from './fr-basemap.ts'
import { frGazetteer } from './fr-gazetteer.ts'
import { reactAriaVisuallyHiddenClass } from './react-aria-hidden.ts'
import { reactAriaHydrationIds } from './react-aria-ids.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

const RULES = ['src/**/*.test.ts', 'design-system/**/*.test.ts', 'tests/lint/*.test.ts', 'tests/tooling/*.test.ts', 'tests/security/*.test.ts']
const DOM_RULES = '**/*.dom.test.ts'
const COMPONENTS = ['src/**/*.test.tsx', 'design-system/**/*.test.tsx', `src/${DOM_RULES}`]
/** Test files that mock modules or stub the environment run in a fresh module graph each; the others share one per worker. */
const stateful = (patterns: string[]) =>
  globSync(patterns, { cwd: root }).filter((file) => /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/.test(readFileSync(`${root}/${file}`, 'utf8')))
const STATEFUL_RULES = stateful(RULES).filter((file) => !file.endsWith('.dom.test.ts'))
const STATEFUL_COMPONENTS = stateful(COMPONENTS)
const dom = { environment: 'happy-dom' as const, setupFiles: ['.config/vitest.setup.ts'] }

/** Unit and component tests (`*.test.ts[x]` beside the code), components in happy-dom, the rest in Node. */
export default defineConfig({
  root,
  resolve: { tsconfigPaths: true },
  // react-aria goes through the app's transform (its hydration ids, see react-aria-ids.ts), as in the build.
  plugins: [viteReact(), vanillaExtractPlugin(), reactAriaHydrationIds(), reactAriaVisuallyHiddenClass(), frGazetteer(), frBasemap()],
  test: {
    restoreMocks: true,
    server: { deps: { inline: [/\/node_modules\/react-aria(-components)?\//] } },
    testTimeout: 15_000,
    // Worker threads on every core: the unit tests run alone (Vitest's default, forks, leaves one core idle).
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // Components (and `*.dom.test.ts`) in happy-dom with Testing Library; the rest in plain Node, without a DOM.
    projects: [
      { extends: true, test: { name: 'components', ...dom, isolate: false, include: COMPONENTS, exclude: [...STATEFUL_COMPONENTS, '**/node_modules/**'] } },
      { extends: true, test: { name: 'components-isolated', ...dom, include: STATEFUL_COMPONENTS } },
      {
        extends: true,
        test: { name: 'rules', environment: 'node', isolate: false, include: RULES, exclude: [DOM_RULES, ...STATEFUL_RULES, '**/node_modules/**'] },
      },
      { extends: true, test: { name: 'rules-isolated', environment: 'node', include: STATEFUL_RULES } },
    ],
  },
})
