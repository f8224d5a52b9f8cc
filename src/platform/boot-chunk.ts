/**
 * React's chunk: react, react-dom, scheduler and `src/platform/react-dom-client.ts` (app.config.ts's
 * `codeSplitting` group of this name). The page's loader evaluates it in a task before the
 * entry's (deferred-entry.ts). No imports: the Vite config reads it too.
 */
export const BOOT_CHUNK_NAME = 'boot-react'
