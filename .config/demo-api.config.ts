import { defineConfig } from 'vite'

// The demo API service's build (`npm run demo-api` builds it when missing or stale): one Node
// module, dist/demo-api/service.mjs, its packages left to node_modules.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'src/demo-api/service.ts',
    outDir: 'dist/demo-api',
    emptyOutDir: true,
    target: 'node22',
    rollupOptions: { output: { entryFileNames: 'service.mjs' } },
  },
})
