/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.{ts,tsx}',
  outDir: 'build-ladle',
  viteConfig: 'vite.config.ts',
  addons: {
    a11y: { enabled: true },
    // Stories enable the in-browser backend per story with `Story.msw = [...]`.
    msw: { enabled: true },
    width: {
      enabled: true,
      options: { phone: 390, tablet: 768, desktop: 1280 },
      defaultState: 0,
    },
  },
};
