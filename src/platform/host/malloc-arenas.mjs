// Imported first by the production server (node-server.mjs): its memory outside V8's heap.
//
// glibc's malloc gives each thread that allocates its own arena (up to 8 per core), and frees
// memory back to the system per arena: Node's worker threads (zlib's brotli and gzip of the
// pages, crypto, file reads) each keep one, mostly empty between bursts. Two arenas hold less
// memory outside the heap under bench:load's soak, at the same page throughput.
//
// MALLOC_ARENA_MAX is read once, when the process starts: unless the environment already sets
// it (MALLOC_ARENA_MAX=0: glibc's default, to compare), the server starts again in the same
// process (same pid, same stdio, `process.execve`) with it set. Nothing where execve is missing
// (Node < 22.15, Windows) or the C library is not glibc (the variable means nothing there).
import process from 'node:process'

const ARENAS = '2'

function isGlibc() {
  if (process.platform !== 'linux') return false
  try {
    return Boolean(process.report.getReport().header.glibcVersionRuntime)
  } catch {
    return false
  }
}

if (process.env.MALLOC_ARENA_MAX === undefined && typeof process.execve === 'function' && isGlibc()) {
  const { execPath, execArgv, argv, env } = process
  process.execve(execPath, [execPath, ...execArgv, ...argv.slice(1)], { ...env, MALLOC_ARENA_MAX: ARENAS })
}
