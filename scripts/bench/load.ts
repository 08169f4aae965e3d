// Load: requests per second of the production server at 50 connections, each as a ratio to
// what this machine does at most over HTTP: a bare node:http server answering a fixed buffer of the home
// page's compressed size, measured in the same interleaved rounds. Targets: a static file (the stylesheet)
// and the home and calendar pages as the page cache serves them (PGlite), and the same two pages rendered
// for every request (PAGE_CACHE_MS=0) on PostgreSQL at TEST_DATABASE_URL, by a worker process per core.
// Run alone: `node scripts/bench/load.ts` (LOAD_SECONDS shortens a trial run).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { type ContentScans, contentScans } from './content-reads.ts';
import { freshDatabase, POSTGRES_URL } from './postgres.ts';
import { atLeast, atMost, exactly, type Figure, type PartResult, reported } from './report.ts';
import { build, startProductionServer } from './server.ts';

const CONNECTIONS = 50;
// The PostgreSQL server's processes, as production runs them: one per core.
const PROCESSES = os.availableParallelism();
const SECONDS = Number(process.env.LOAD_SECONDS) || 20;
// Each target's seconds are split into rounds taken in turn, so a burst of work elsewhere on the
// machine falls on every target rather than on whichever happened to be running.
const ROUNDS = 4;
const WARMUP_SECONDS = 3;
// Throughput as a share of the bare server's, and the slowest 1 % of answers.
const TARGETS = { static: 0.5, cachedPage: 0.3, uncachedHome: 0.02, uncachedCalendar: 0.015, cachedP99Ms: 100, uncachedP99Ms: 250 };
// What Chrome sends: the server compresses pages and stylesheet as it would for a visitor.
const ENCODINGS = 'gzip, deflate, br, zstd';

interface Target {
  name: string;
  url: string;
  /** The process answering it, whose CPU time the rounds count. */
  pid: () => number;
  path: string;
  accept: string;
  /** The ratio to the bare server this target must reach, and the p99 it must keep under, if any. */
  ratio?: number;
  p99Ms?: number;
}

interface Tally {
  ok: number;
  failed: number;
  seconds: number;
  latencies: number[];
  /** CPU seconds the answering process spent during this target's rounds. */
  cpuSeconds: number;
}

// Linux's clock ticks per second for /proc/<pid>/stat (getconf CLK_TCK), 100 on every common kernel.
const CLOCK_TICKS = 100;

/**
 * User and system CPU seconds a process and the processes it started (a server's workers) are using
 * (Linux; NaN elsewhere). Per request it is a cost that does not depend on what else the machine is
 * doing, unlike requests per second on a shared machine.
 */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
    const own = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    return children.reduce((sum, child) => sum + cpuSecondsOf(Number(child)), own);
  } catch {
    return Number.NaN;
  }
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function cannon(target: Target, seconds: number, tally?: Tally): Promise<void> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url + target.path,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { accept: target.accept, 'accept-encoding': ENCODINGS },
      },
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

/** The bytes a browser receives for the address, and their encoding: a raw request, fetch would decode them. */
function received(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { accept: 'text/html', 'accept-encoding': ENCODINGS } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'none' }));
      })
      .on('error', reject);
  });
}

/** scripts/bench/bare-server.ts in a process of its own, as the app server has, answering `bytes` bytes. */
async function startBareServer(bytes: number): Promise<{ url: string; pid(): number; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/bench/bare-server.ts', String(bytes)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const [line] = await Promise.race([
    lines[Symbol.asyncIterator]()
      .next()
      .then((next) => [next.value as string | undefined]),
    new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)))),
  ]);
  return {
    url: `http://127.0.0.1:${Number(line)}`,
    pid: () => child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// Three decimals: the uncached pages' targets are 0.02 and 0.015.
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Three production servers (NODE_ENV=production, request logging at info): PGlite with the page cache, a
 * fresh PostgreSQL database rendering every request, and the bare server; every target in the same rounds.
 */
/**
 * The PostgreSQL servers' content reads during the rounds, when nobody publishes: none of the content
 * tables, and the version check at most once a second per process (one more at each round's start).
 */
function contentFigures(before: ContentScans, after: ContentScans, targets: Target[], tallies: Tally[]): Figure[] {
  const postgres = targets.flatMap((target, index) => (target.name.includes('(postgres)') ? [tallies[index]!] : []));
  const views = postgres.reduce((sum, tally) => sum + tally.ok, 0);
  const seconds = postgres.reduce((sum, tally) => sum + tally.seconds, 0);
  const checks = after.meta - before.meta;
  return [
    exactly('content tables read during uncached page views (postgres)', after.content - before.content, 0),
    atMost('content version checks (postgres)', checks, Math.ceil(PROCESSES * (seconds + postgres.length * ROUNDS))),
    reported('uncached page views counted (postgres)', views),
  ];
}

async function measure(): Promise<{ summary: string; figures: Figure[] }> {
  const database = await freshDatabase('load', POSTGRES_URL);
  const stops: (() => Promise<void>)[] = [() => database.drop()];
  try {
    const cached = await startProductionServer({ PAGE_CACHE_MS: '1000' });
    stops.unshift(() => cached.stopAll());
    // PostgreSQL is what lets a site run a process per core (docs/decisions/0007-a-process-per-core.md).
    const uncached = await startProductionServer({ DATABASE_URL: database.url, PAGE_CACHE_MS: '0', WEB_CONCURRENCY: String(PROCESSES) });
    stops.unshift(() => uncached.stopAll());
    const home = await received(`${cached.url}/`);
    const bare = await startBareServer(home.bytes);
    stops.unshift(() => bare.stop());
    const day = await dayWithEvents(cached.url);
    const postgresDay = await dayWithEvents(uncached.url);
    const html = { accept: 'text/html' };
    const targets: Target[] = [
      { name: 'bare node:http', url: bare.url, pid: bare.pid, path: '/', ...html },
      {
        name: 'static',
        url: cached.url,
        pid: cached.pid,
        path: await stylesheetOf(cached.url),
        accept: 'text/css,*/*;q=0.1',
        ratio: TARGETS.static,
      },
      { name: 'home', url: cached.url, pid: cached.pid, path: '/', ...html, ratio: TARGETS.cachedPage },
      {
        name: 'calendar',
        url: cached.url,
        pid: cached.pid,
        path: `/calendar?date=${day.date}`,
        ...html,
        ratio: TARGETS.cachedPage,
        p99Ms: TARGETS.cachedP99Ms,
      },
      {
        name: 'uncached home (postgres)',
        url: uncached.url,
        pid: uncached.pid,
        path: '/',
        ...html,
        ratio: TARGETS.uncachedHome,
        p99Ms: TARGETS.uncachedP99Ms,
      },
      {
        name: 'uncached calendar (postgres)',
        url: uncached.url,
        pid: uncached.pid,
        path: `/calendar?date=${postgresDay.date}`,
        ...html,
        ratio: TARGETS.uncachedCalendar,
        p99Ms: TARGETS.uncachedP99Ms,
      },
    ];
    const encodings = await Promise.all(targets.map(async (target) => (await received(target.url + target.path)).encoding));
    for (const target of targets) await cannon(target, WARMUP_SECONDS);
    const scansBefore = await contentScans(database.url);
    const tallies = targets.map((): Tally => ({ ok: 0, failed: 0, seconds: 0, latencies: [], cpuSeconds: 0 }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let i = 0; i < targets.length; i += 1) {
        const index = (i + round) % targets.length;
        const target = targets[index]!;
        const cpuBefore = cpuSecondsOf(target.pid());
        await cannon(target, SECONDS / ROUNDS, tallies[index]);
        tallies[index]!.cpuSeconds += cpuSecondsOf(target.pid()) - cpuBefore;
      }
    }
    const scansAfter = await contentScans(database.url);
    const results = tallies.map((tally) => {
      const sorted = tally.latencies.sort((a, b) => a - b);
      return {
        rps: Math.round(tally.ok / tally.seconds),
        p50: oneDecimal(percentile(sorted, 50)),
        p99: oneDecimal(percentile(sorted, 99)),
        failed: tally.failed,
        cpuMs: Math.round((100_000 * tally.cpuSeconds) / tally.ok) / 100,
      };
    });
    const bareRps = results[0]!.rps;
    const figures: Figure[] = [];
    for (const [index, target] of targets.entries()) {
      const result = results[index]!;
      if (target.ratio !== undefined) figures.push(atLeast(`${target.name} / bare throughput`, round3(result.rps / bareRps), target.ratio));
      if (target.p99Ms !== undefined) figures.push(atMost(`${target.name} p99`, result.p99, target.p99Ms, ' ms'));
    }
    figures.push(...contentFigures(scansBefore, scansAfter, targets, tallies));
    figures.push(
      exactly(
        'failed requests',
        results.reduce((sum, result) => sum + result.failed, 0),
        0,
      ),
    );
    for (const [index, target] of targets.entries()) {
      const result = results[index]!;
      figures.push(
        reported(`${target.name} req/s`, result.rps),
        reported(`${target.name} p50 ms`, result.p50),
        reported(`${target.name} p99 ms`, result.p99),
        reported(`${target.name} server CPU ms per request`, result.cpuMs),
      );
      // The same ratio by what each answer costs its server, whatever else the shared machine is doing.
      if (index > 0) figures.push(reported(`${target.name} / bare by CPU per request`, round3(results[0]!.cpuMs / result.cpuMs)));
    }
    const where = targets.map((target, index) => `${target.name} ${target.path} (${encodings[index]})`).join(', ');
    const summary =
      `bare node:http answering ${home.bytes} random bytes (the home page as sent with ${home.encoding}); PGlite with PAGE_CACHE_MS 1000 and ` +
      `a fresh PostgreSQL database with PAGE_CACHE_MS 0 and ${PROCESSES} processes (WEB_CONCURRENCY), seeded alike (calendar days with ${day.events} and ${postgresDay.events} events). Targets: ${where}`;
    return { summary, figures };
  } finally {
    for (const stop of stops) await stop();
  }
}

export async function run(): Promise<PartResult> {
  const measured = await measure();
  return {
    part: 'load',
    summary:
      `autocannon in the bench process, ${CONNECTIONS} connections, ${SECONDS} s per target in ${ROUNDS} interleaved rounds after ${WARMUP_SECONDS} s warm-up each, ` +
      `against production servers (NODE_ENV=production, request logging on) with Accept-Encoding '${ENCODINGS}'. ${measured.summary}. ` +
      'What the profile says remains, and how far a shared machine moves these figures: docs/performance.md.',
    figures: measured.figures,
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
