// `npm run bench`: builds, starts the production server on a free port with fresh data, and measures.
import { scorePages, type PageScore } from './pages.ts';
import { build, startServer } from './server.ts';

const PAGES = ['/', '/about', '/rejuvenation/package', '/book-your-stay'] as const;

// Issue #2's targets for the home page; other pages are reported.
const HOME_TARGETS = { performance: 0.9, accessibility: 1, bestPractices: 0.95, seo: 1 } as const;

function table(scores: PageScore[]): string {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'total KiB', 'JS KiB'];
  const rows = scores.map((s) => [s.path, s.performance, s.accessibility, s.bestPractices, s.seo, s.lcpMs, s.cls, s.tbtMs, s.totalKiB, s.scriptKiB].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

build();
const server = await startServer();
let failed = false;
try {
  const scores = await scorePages(server.url, PAGES);
  console.log(`\nLighthouse (mobile defaults), ${new Date().toISOString()}\n`);
  console.log(table(scores));
  const home = scores.find((score) => score.path === '/')!;
  console.log('\nHome page targets:');
  for (const [key, target] of Object.entries(HOME_TARGETS) as [keyof typeof HOME_TARGETS, number][]) {
    const ok = home[key] >= target;
    failed ||= !ok;
    console.log(`  ${ok ? 'met   ' : 'MISSED'} ${key} ${home[key]} (target ≥ ${target})`);
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
