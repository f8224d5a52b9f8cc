/**
 * react-dom's client, for the browser's entry (client.tsx). This module sits in React's own chunk
 * (src/platform/boot-chunk.ts), and importing react-dom here runs react-dom's module body when
 * that chunk is evaluated: the page's loader runs it in a task before the entry's
 * (server/deferred-entry.ts), so react-dom's start and the app's modules are two tasks, not one.
 */
export { hydrateRoot } from 'react-dom/client'
