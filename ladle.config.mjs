/** Ladle (component review): stories of the design system, with its own Vite config. */
export default {
  stories: 'design-system/**/*.stories.{ts,tsx}',
  viteConfig: '.ladle/vite.config.mjs',
  outDir: 'build',
  addons: {
    a11y: { enabled: true },
    width: { enabled: true, options: { mobile: 375, tablet: 900, desktop: 1280 }, defaultState: 0 },
  },
}
