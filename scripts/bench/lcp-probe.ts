// Why a page's Lighthouse LCP is what it is: for each run, the simulated LCP and its phases, the
// browser's own timings, and the requests that started before the first paint (Lighthouse's simulation
// counts them against the LCP). Point it at a running server:
//   node scripts/bench/lcp-probe.ts http://localhost:3000/ [runs]     (BLOCK='*.woff2,*.webm' blocks requests)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/chromium.ts';

type Items = { items?: Record<string, unknown>[] };

const [url, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: node scripts/bench/lcp-probe.ts <url> [runs]');
const blocked = process.env.BLOCK ? { blockedUrlPatterns: process.env.BLOCK.split(',') } : {};
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  for (let run = 1; run <= Number(runsArg ?? 1); run += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...blocked });
    const audits = result?.lhr.audits ?? {};
    const details = (id: string) => (audits[id]?.details as Items | undefined)?.items ?? [];
    const observed = details('metrics')[0] ?? {};
    const firstPaint = Number(observed.observedLargestContentfulPaint ?? 0);
    console.log(
      `run ${run}: performance ${result?.lhr.categories.performance?.score}, LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms,`,
      `TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms; in the browser FCP ${observed.observedFirstContentfulPaint} ms, LCP ${firstPaint} ms, load ${observed.observedLoad} ms`,
    );
    const phases = ((details('largest-contentful-paint-element')[1] as Items | undefined)?.items ?? []) as {
      phase: string;
      timing: number;
    }[];
    console.log(`  LCP phases: ${phases.map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ')}`);
    for (const request of details('network-requests') as { networkRequestTime: number; transferSize: number; url: string }[]) {
      if (request.networkRequestTime > firstPaint) continue;
      console.log(
        `  before the first paint: ${Math.round(request.networkRequestTime)} ms ${Math.round(request.transferSize / 1024)} KiB ${new URL(request.url).pathname}`,
      );
    }
  }
} finally {
  await chrome.kill();
}
