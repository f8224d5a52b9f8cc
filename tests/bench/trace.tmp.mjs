// temporary: trace a page load with 4x CPU throttle, print main-thread tasks
import { chromium } from 'playwright'
import { writeFileSync } from 'node:fs'
const url = process.argv[2]; const throttle = Number(process.argv[3] ?? 4)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','blink.user_timing','loading','v8.execute','disabled-by-default-v8.cpu_profiler'] })
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(4000)
const buf = await browser.stopTracing()
await browser.close()
writeFileSync('/tmp/lh/trace.json', buf)
const { traceEvents } = JSON.parse(buf)
const nav = traceEvents.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? traceEvents.find(e=>e.name==='navigationStart')
const t0 = nav.ts
const mainPid = nav.pid, mainTid = nav.tid
const ms = (ts) => ((ts - t0) / 1000).toFixed(0)
for (const e of traceEvents) if (['firstPaint','firstContentfulPaint','largestContentfulPaint::Candidate','domContentLoadedEventEnd','loadEventEnd'].includes(e.name) && e.pid===mainPid) console.log('MARK', e.name, ms(e.ts))
const tasks = traceEvents.filter(e => e.pid === mainPid && e.tid === mainTid && e.name === 'RunTask' && e.dur > 30000 && e.ts > t0).sort((a,b)=>a.ts-b.ts)
for (const t of tasks) {
  const kids = traceEvents.filter(e => e.pid===mainPid && e.tid===mainTid && e.ts >= t.ts && e.ts <= t.ts + t.dur && e.dur && e !== t)
  const by = {}
  for (const k of kids) if (['ParseHTML','EvaluateScript','v8.evaluateModule','FunctionCall','UpdateLayoutTree','Layout','Paint','TimerFire','EventDispatch','MajorGC','MinorGC','v8.compile','v8.compileModule','ParseAuthorStyleSheet','RunMicrotasks','FireAnimationFrame','v8.run'].includes(k.name)) by[k.name] = (by[k.name] ?? 0) + k.dur/1000
  const evalUrl = kids.find(k => k.name==='EvaluateScript' || k.name==='v8.evaluateModule' || k.name === 'FunctionCall')
  console.log('TASK', ms(t.ts), (t.dur/1000).toFixed(0)+'ms', JSON.stringify(Object.fromEntries(Object.entries(by).map(([k,v])=>[k,Math.round(v)]))), (evalUrl?.args?.data?.url ?? evalUrl?.args?.data?.functionName ?? '').toString().replace(/.*\/assets\//,''))
}
