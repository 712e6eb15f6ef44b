/**
 * Whether the demo backend runs in the page: the default in development and in `--mode demo` builds, never in a
 * plain production build. Replaced at build time (vite.config.ts), so a production build drops the demo code.
 */
declare const __DEMO_MODE__: boolean;

/**
 * Whether the demo backend is the development server's (`npm start`: one store on disk, answered over HTTP) rather
 * than the page's own worker (demo builds, tests). Only true when `__DEMO_MODE__` is.
 */
declare const __DEMO_API_SERVER__: boolean;

/** The year the build ran (vite.config.ts): what a prerendered page shows until the app has adopted it. */
declare const __BUILD_YEAR__: number;
