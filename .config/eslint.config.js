import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import house from './eslint-boundaries.js'

const mswNode = { name: 'msw/node', message: 'msw/node is for tests only.' }
const tanstackFormHooks = {
  name: '@tanstack/react-form',
  importNames: ['useForm', 'useField', 'createFormHook', 'createFormHookContexts'],
  message: "Forms use useAppForm from '~/app/form' (the one form model).",
}

// The page cache (src/platform/host/page-cache.mjs) keys each page on the cookies it reads.
const cookieReads = {
  name: '@tanstack/react-start/server',
  importNames: ['getCookie', 'getCookies'],
  message: 'Cookies are read through readCookie (src/server/page-render.ts), which tells the page cache.',
}

export default tseslint.config(
  { ignores: ['dist/**', 'dist-edge/**', '**/.wrangler/**', 'build/**', 'node_modules/**', '**/routeTree.gen.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Layers and domains import each other only as DESIGN.md allows (eslint-boundaries.js):
    // another domain through its index.ts / lazy.ts / server.ts, the design system and the
    // demo API knowing nothing of the app.
    files: ['src/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}'],
    plugins: { house },
    rules: { 'house/boundaries': 'error' },
  },
  {
    // msw/node and the demo API never reach the browser: only the server and tests load them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/demo-api/**', 'src/server/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [mswNode, cookieReads] }] },
  },
  {
    // Every form goes through app/form (one submit lifecycle, bound fields, focus on the first
    // invalid field): TanStack Form's form hooks are imported there only.
    files: ['src/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}'],
    ignores: ['src/app/form/**', 'src/demo-api/**', 'src/server/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [mswNode, tanstackFormHooks, cookieReads] }] },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/page-render.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [cookieReads] }] },
  },
)
