import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/chromium.ts';

export interface PageScore {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalKiB: number;
  scriptKiB: number;
}

type Audit = { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } };

/**
 * Lighthouse with its mobile defaults (throttled), one fresh Chromium for all pages. Its simulated
 * timings vary from run to run, so each page is measured `runs` times and the run with the median
 * performance score is reported, as Lighthouse's own guidance on variability recommends.
 */
export async function scorePages(baseUrl: string, paths: readonly string[], runs = 3): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const scores: PageScore[] = [];
    for (const path of paths) {
      const attempts: PageScore[] = [];
      for (let run = 0; run < runs; run += 1) attempts.push(await scoreOnce(chrome.port, baseUrl, path));
      attempts.sort((a, b) => a.performance - b.performance);
      scores.push(attempts[Math.floor(attempts.length / 2)]!);
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

async function scoreOnce(port: number, baseUrl: string, path: string): Promise<PageScore> {
  const result = await lighthouse(`${baseUrl}${path}`, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits } = result.lhr;
  const audit = (id: string) => audits[id] as Audit | undefined;
  const resources = audit('resource-summary')?.details?.items ?? [];
  return {
    path,
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories['best-practices']?.score ?? 0,
    seo: categories.seo?.score ?? 0,
    lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
    cls: Number((audit('cumulative-layout-shift')?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? 0),
    totalKiB: Math.round((audit('total-byte-weight')?.numericValue ?? 0) / 1024),
    scriptKiB: Math.round((resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024),
  };
}
