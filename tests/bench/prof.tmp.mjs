import { chromium } from 'playwright'
import { readFileSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '/work/main/node_modules/@jridgewell/trace-mapping/dist/trace-mapping.mjs'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start')
await page.goto(url, { waitUntil: 'load' }); await page.waitForTimeout(5000)
const { profile } = await cdp.send('Profiler.stop')
await browser.close()
const maps = new Map()
const mapFor = (u) => { if (!maps.has(u)) { let m = null; try { const p = '/work/main/dist/client' + new URL(u).pathname; if (p.endsWith('.js')) m = new TraceMap(readFileSync(p + '.map', 'utf8')) } catch {} maps.set(u, m) } return maps.get(u) }
const srcOf = (cf) => {
  if (!cf.url) return cf.functionName || '(native)'
  const m = mapFor(cf.url); if (!m) return cf.url.replace(/.*\//, '')
  const pos = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber })
  if (!pos.source) return cf.url.replace(/.*\//, '')
  const s = pos.source.replace(/.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')
  return s.startsWith('nm/') && !process.env.FULL ? s.split('/').slice(0, s.startsWith('nm/@') ? 3 : 2).join('/') : s
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const self = new Map(); const phase = new Map(); const phself = new Map()
const samples = profile.samples, deltas = profile.timeDeltas
for (let i = 0; i < samples.length; i++) {
  const dt = (deltas[i + 1] ?? 0) / 1000
  const n = byId.get(samples[i]); const s = srcOf(n.callFrame)
  if (['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName)) { self.set(n.callFrame.functionName, (self.get(n.callFrame.functionName) ?? 0) + dt); continue }
  self.set(s, (self.get(s) ?? 0) + dt)
  // phase: walk up to find a recognisable frame
  let id = n.id, ph = 'other'
  while (id !== undefined) { const f = byId.get(id).callFrame; if (/^(hydrateRoot|performWorkOnRoot|performWorkUntilDeadline|workLoopConcurrent.*|renderRootConcurrent)$/.test(f.functionName)) { ph = 'react-render'; break } if (f.functionName === '' && f.url && f.lineNumber === 0 && f.columnNumber === 0) { ph = 'module-eval'; } id = parent.get(id) }
  phase.set(ph, (phase.get(ph) ?? 0) + dt)
  if (ph === (process.env.PHASE ?? 'module-eval')) phself.set(s, (phself.get(s) ?? 0) + dt)
}
console.log('--- in phase', process.env.PHASE ?? 'module-eval'); for (const [k, v] of [...phself].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(Math.round(v)).padStart(6), k)
console.log('phases', JSON.stringify(Object.fromEntries([...phase].map(([k, v]) => [k, Math.round(v)]))))
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 40))) console.log(String(Math.round(v)).padStart(6), k)
