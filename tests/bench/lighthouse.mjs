// Lighthouse mobile benchmark: performance score, FCP, LCP, TBT and CLS of `/`, `/vol`
// a `/search` deep link and a product page (the holiday results' first) on the production build,
// median of 3 runs per page.
// Usage: npm run build && npm run bench:lighthouse [-- --runs 3] [-- --port 3332] [-- --compare 3401]
// Lighthouse's default (mobile) preset: Moto G Power emulation, 4× CPU slowdown, slow 4G.
// Chromium: CHROME_PATH (default /usr/bin/chromium). Exits 1 over the budget.
// Each row also gives Lighthouse's BenchmarkIndex of this machine during its runs (median): its
// 4× slowdown stands for a phone when the index is ~1,500 (Lighthouse's throttling docs); a lower
// index (a busy or throttled host) makes every task, and so TBT, longer.
// `--compare PORT`: an A/B. Another build already served on PORT (say, main's last commit) is
// measured in the same runs, alternating with this one (A B, B A, …), and printed below it; the
// budget applies to this build only. Lighthouse's TBT varies by ±100 ms between runs of one
// build here: compare many alternating runs (`--runs 9`), not one run of each.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { firstProductPath } from './helpers.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const args = process.argv.slice(2)
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback
}
const runs = arg('runs', 3)
const port = arg('port', (Number(process.env.PORT) || 3330) + 2)
const base = `http://localhost:${port}`
const compare = arg('compare', undefined)
const bases = compare ? { [`this build`]: base, [`:${compare}`]: `http://localhost:${compare}` } : { 'this build': base }
const BUDGET = { score: 95, lcp: 1500, tbt: 150, cls: 0.02 }

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const PAGES = { '/': '/', '/vol': '/vol', '/search': `/search?from=PAR&to=NCE&departure=${day(30)}&return=${day(37)}` }

/** Median of the runs that measured the value (Lighthouse leaves a metric out, NaN, when a run could not compute it). */
const median = (xs) => {
  const measured = xs.filter(Number.isFinite).sort((a, b) => a - b)
  return measured.length ? measured[Math.floor(measured.length / 2)] : NaN
}

const server = spawn(process.execPath, ['src/platform/host/node-server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
  stdio: 'ignore',
})

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

let chrome
let failed = false
try {
  await waitForServer()
  PAGES['/product'] = await firstProductPath(base)
  // Warm the servers as a running site is (route chunks, the search's results).
  for (const origin of Object.values(bases)) for (const path of Object.values(PAGES)) await (await fetch(`${origin}${path}`)).text()
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const rows = []
  for (const [name, path] of Object.entries(PAGES)) {
    const samples = Object.fromEntries(Object.keys(bases).map((build) => [build, []]))
    for (let i = 0; i < runs; i++) {
      const order = i % 2 ? Object.keys(bases).reverse() : Object.keys(bases)
      for (const build of order) {
        process.stderr.write(`  ${name} run ${i + 1}/${runs}${compare ? ` (${build})` : ''}…\n`)
        const result = await lighthouse(`${bases[build]}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
        const { audits, categories, environment } = result.lhr
        samples[build].push({
          score: Math.round((categories.performance.score ?? 0) * 100),
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          index: environment.benchmarkIndex,
        })
      }
    }
    for (const [build, list] of Object.entries(samples)) {
      const of = (key) => median(list.map((s) => s[key]))
      rows.push({
        name,
        build,
        score: of('score'),
        fcp: of('fcp'),
        lcp: of('lcp'),
        tbt: of('tbt'),
        cls: of('cls'),
        index: of('index'),
        tbts: list.map((s) => (Number.isFinite(s.tbt) ? Math.round(s.tbt) : 'n/a')),
      })
    }
  }
  console.log(`\nLighthouse mobile, median of ${runs}\n`)
  console.log(`| page |${compare ? ' build |' : ''} score | FCP | LCP | TBT | CLS | BenchmarkIndex |${compare ? ' TBT of each run |' : ''}`)
  console.log(`|---|${compare ? '---|' : ''}---|---|---|---|---|---|${compare ? '---|' : ''}`)
  for (const r of rows) {
    console.log(
      `| ${r.name} |${compare ? ` ${r.build} |` : ''} ${r.score} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.index)} |${compare ? ` ${r.tbts.join(', ')} |` : ''}`,
    )
    if (r.build !== 'this build') continue
    if (r.score < BUDGET.score) failed = true
    if (![r.lcp, r.tbt, r.cls].every(Number.isFinite)) failed = true
    if (r.lcp > BUDGET.lcp || r.tbt > BUDGET.tbt || r.cls > BUDGET.cls) failed = true
  }
  console.log(
    `\nBudget: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcp / 1000} s, TBT ≤ ${BUDGET.tbt} ms, CLS ≤ ${BUDGET.cls}: ${failed ? 'over budget' : 'within budget'}`,
  )
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await chrome?.kill()
  server.kill()
}
process.exit(failed ? 1 : 0)
