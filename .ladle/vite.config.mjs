import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { fileURLToPath } from 'node:url'

// Ladle runs its own Vite: only the vanilla-extract plugin and the design-system alias.
export default {
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { 'design-system': fileURLToPath(new URL('../design-system', import.meta.url)) } },
}
