// Issue #7, load: pages per second the production server renders at 50 connections, next to what the
// same server does with a static file in the same run. Run alone: `node scripts/bench/load.ts`
// (LOAD_POSTGRES=1 adds a run on PostgreSQL at TEST_DATABASE_URL; LOAD_SECONDS shortens a trial run;
// PAGE_CACHE_MS=0 measures pages rendered for every request).
import autocannon from 'autocannon';
import { freshDatabase, POSTGRES_URL } from './postgres.ts';
import { atLeast, atMost, exactly, type Figure, type PartResult, reported } from './report.ts';
import { build, startProductionServer } from './server.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS) || 20;
// Each target's seconds are split into rounds taken in turn, so a burst of work elsewhere on the
// machine falls on all three targets rather than on whichever happened to be running.
const ROUNDS = 4;
const WARMUP_SECONDS = 3;
const TARGETS = { ratio: 0.4, p99Ms: 100 };
// What Chrome sends: the server compresses pages and stylesheet as it would for a visitor.
const ENCODINGS = 'gzip, deflate, br, zstd';

interface Target {
  name: 'static' | 'calendar' | 'home';
  path: string;
  accept: string;
}

interface Tally {
  ok: number;
  failed: number;
  seconds: number;
  latencies: number[];
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function cannon(url: string, target: Target, seconds: number, tally?: Tally): Promise<void> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: url + target.path, connections: CONNECTIONS, duration: seconds, headers: { accept: target.accept, 'accept-encoding': ENCODINGS } },
      (error, result) => {
        if (error) return reject(error);
        if (tally) {
          tally.seconds += result.duration;
          tally.failed += result.errors;
        }
        resolve();
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (!tally) return;
      if (status >= 200 && status < 300) {
        tally.ok += 1;
        tally.latencies.push(ms);
      } else tally.failed += 1;
    });
  });
}

/** The first day the calendar marks as having events, as the server itself shows it, and its event count. */
async function dayWithEvents(url: string): Promise<{ date: string; events: number }> {
  const html = await (await fetch(`${url}/calendar`)).text();
  const date = (html.match(/<a [^>]*>/g) ?? [])
    .filter((tag) => /aria-label="[^"]*has events"/.test(tag))
    .map((tag) => tag.match(/href="\/calendar\?date=(\d{4}-\d{2}-\d{2})/)?.[1])
    .find(Boolean);
  if (!date) throw new Error('the calendar marks no day with events: was the database seeded?');
  const page = await (await fetch(`${url}/calendar?date=${date}`)).text();
  const events = page.match(/<article id="event-/g)?.length ?? 0;
  if (events === 0) throw new Error(`/calendar?date=${date} shows no events`);
  return { date, events };
}

/** The stylesheet every page links to: a file the browser really fetches from the same server. */
async function stylesheetOf(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text();
  const href = html.match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/)?.[1];
  if (!href) throw new Error('the home page links no stylesheet under /assets');
  return href;
}

async function encodingOf(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': ENCODINGS } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'none';
}

/** One production server (NODE_ENV=production, request logging at info), three targets, one set of figures. */
async function measure(label: string, databaseEnv: Record<string, string>): Promise<{ summary: string; figures: Figure[] }> {
  const server = await startProductionServer(databaseEnv);
  try {
    const { date, events } = await dayWithEvents(server.url);
    const targets: Target[] = [
      { name: 'static', path: await stylesheetOf(server.url), accept: 'text/css,*/*;q=0.1' },
      { name: 'calendar', path: `/calendar?date=${date}`, accept: 'text/html' },
      { name: 'home', path: '/', accept: 'text/html' },
    ];
    const encodings = await Promise.all(targets.map((target) => encodingOf(server.url + target.path)));
    for (const target of targets) await cannon(server.url, target, WARMUP_SECONDS);
    const tallies = targets.map((): Tally => ({ ok: 0, failed: 0, seconds: 0, latencies: [] }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let i = 0; i < targets.length; i += 1) {
        const index = (i + round) % targets.length;
        await cannon(server.url, targets[index]!, SECONDS / ROUNDS, tallies[index]);
      }
    }
    const [staticFile, calendar, home] = tallies.map((tally): Measured => {
      const sorted = tally.latencies.sort((a, b) => a - b);
      return { rps: Math.round(tally.ok / tally.seconds), p50: oneDecimal(percentile(sorted, 50)), p99: oneDecimal(percentile(sorted, 99)), failed: tally.failed };
    }) as [Measured, Measured, Measured];
    const round2 = (value: number) => Math.round(value * 100) / 100;
    const figures: Figure[] = [
      atLeast(`${label}: calendar / static throughput`, round2(calendar.rps / staticFile.rps), TARGETS.ratio),
      atMost(`${label}: calendar p99`, calendar.p99, TARGETS.p99Ms, ' ms'),
      reported(`${label}: home / static throughput`, round2(home.rps / staticFile.rps)),
      exactly(`${label}: failed requests`, staticFile.failed + calendar.failed + home.failed, 0),
    ];
    for (const [index, result] of [staticFile, calendar, home].entries()) {
      const name = targets[index]!.name;
      figures.push(
        reported(`${label}: ${name} req/s`, result.rps),
        reported(`${label}: ${name} p50 ms`, result.p50),
        reported(`${label}: ${name} p99 ms`, result.p99),
      );
    }
    const encodingText = targets.map((target, index) => `${target.name} ${encodings[index]}`).join(', ');
    const summary = `${label}: static ${targets[0]!.path}, calendar ${targets[1]!.path} (${events} events), home / (content-encoding: ${encodingText})`;
    return { summary, figures };
  } finally {
    await server.stopAll();
  }
}

async function onPostgres(serverUrl: string): Promise<{ summary: string; figures: Figure[] }> {
  const database = await freshDatabase('load', serverUrl);
  try {
    return await measure('postgres', { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}

export async function run(): Promise<PartResult> {
  const runs = [await measure('pglite', {})];
  if (process.env.LOAD_POSTGRES === '1') runs.push(await onPostgres(POSTGRES_URL));
  return {
    part: 'load',
    summary:
      `autocannon in the bench process, ${CONNECTIONS} connections, ${SECONDS} s per target in ${ROUNDS} interleaved rounds after ${WARMUP_SECONDS} s warm-up each, ` +
      `against the production server (NODE_ENV=production, request logging on, PAGE_CACHE_MS ${process.env.PAGE_CACHE_MS || 'default'}) with Accept-Encoding '${ENCODINGS}'. ` +
      runs.map((one) => one.summary).join('; '),
    figures: runs.flatMap((one) => one.figures),
  };
}

if (import.meta.main) {
  build();
  const result = await run();
  console.log(result.summary);
  for (const figure of result.figures) {
    const mark = figure.met === undefined ? '      ' : figure.met ? 'met   ' : 'MISSED';
    console.log(`  ${mark} ${figure.name}: ${figure.value}${figure.target ? ` (target ${figure.target})` : ''}`);
  }
  process.exit(result.figures.every((figure) => figure.met !== false) ? 0 : 1);
}
