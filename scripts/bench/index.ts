// `npm run bench [-- pages|race]`: builds, starts production servers on free ports with fresh data, and measures.
import { scorePages, type PageScore } from './pages.ts';
import { runRace } from './race.ts';
import { build, startServer } from './server.ts';

const PAGES = ['/', '/about', '/calendar', '/rejuvenation/package', '/book-your-stay'] as const;

// Issue #2's targets for the home page; other pages are reported.
const HOME_TARGETS = { performance: 0.9, accessibility: 1, bestPractices: 0.95, seo: 1 } as const;
const RACE = { requests: 200, capacity: 20 };

function table(scores: PageScore[]): string {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'total KiB', 'JS KiB'];
  const rows = scores.map((s) => [s.path, s.performance, s.accessibility, s.bestPractices, s.seo, s.lcpMs, s.cls, s.tbtMs, s.totalKiB, s.scriptKiB].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function pages(): Promise<boolean> {
  const server = await startServer();
  try {
    const scores = await scorePages(server.url, PAGES);
    console.log(`\nLighthouse (mobile defaults, median of 3 runs), ${new Date().toISOString()}\n`);
    console.log(table(scores));
    const home = scores.find((score) => score.path === '/')!;
    console.log('\nHome page targets:');
    let ok = true;
    for (const [key, target] of Object.entries(HOME_TARGETS) as [keyof typeof HOME_TARGETS, number][]) {
      const met = home[key] >= target;
      ok &&= met;
      console.log(`  ${met ? 'met   ' : 'MISSED'} ${key} ${home[key]} (target ≥ ${target})`);
    }
    return ok;
  } finally {
    await server.stop();
  }
}

async function race(): Promise<boolean> {
  const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const result = await runRace({ ...RACE, databaseUrl });
  console.log(`\nSeat race: ${RACE.requests} simultaneous bookings, one slot of ${RACE.capacity}, two servers sharing PostgreSQL`);
  console.log(`  seats sold: ${result.sold}, requests refused: ${result.refused}, errors: ${result.errors}, rows in database: ${result.rows}`);
  const met = result.sold === RACE.capacity && result.rows === RACE.capacity && result.errors === 0;
  console.log(`  ${met ? 'met   ' : 'MISSED'} exactly ${RACE.capacity} sold, 0 errors`);
  return met;
}

const parts = { pages, race } as const;
const chosen = process.argv.slice(2).filter((arg): arg is keyof typeof parts => arg in parts);
build();
let ok = true;
for (const part of chosen.length ? chosen : (Object.keys(parts) as (keyof typeof parts)[])) ok = (await parts[part]()) && ok;
process.exit(ok ? 0 : 1);
