/** The demo backend is the default in development and in `--mode demo` builds; never in a plain production build. */
export const demoMode =
  import.meta.env.VITE_DEMO === '1' ||
  (import.meta.env.DEV && import.meta.env.VITE_DEMO !== '0' && !import.meta.env.VITE_API_URL);
