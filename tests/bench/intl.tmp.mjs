import { chromium } from 'playwright'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
for (let run = 0; run < 2; run++) {
const page = await browser.newPage()
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await page.goto('data:text/html,<p>x</p>')
console.log(await page.evaluate(() => {
  const t = []; let s = performance.now()
  const mark = (n) => { const e = performance.now(); t.push(n + ' ' + (e - s).toFixed(1)); s = e }
  Intl.DateTimeFormat.supportedLocalesOf(['fr-FR']); mark('supportedLocalesOf')
  new Intl.Locale('fr-FR').maximize?.(); mark('Locale')
  const a = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }); mark('DTF1')
  a.format(new Date()); mark('DTF1.format')
  new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }); mark('DTF2')
  const n = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }); mark('NF'); n.format(12.5); mark('NF.format')
  return t.join(' | ')
}))
await page.close()
}
await browser.close()
