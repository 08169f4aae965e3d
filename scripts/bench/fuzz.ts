// The fuzz as a bench part: runs the fuzz suite (tests/integration/fuzz) through vitest against the
// built app and adds up what each test file counted. Run alone: `node scripts/bench/fuzz.ts`; FUZZ_RUNS=3
// for three times the inputs, TEST_DATABASE_URL=postgres://… to fuzz against PostgreSQL instead of PGlite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { atLeast, exactly, partMet, type PartResult, reported } from './report.ts';
import { build } from './server.ts';

/** What one fuzz test file writes to FUZZ_SUMMARY_DIR (tests/integration/fuzz/fuzzer.ts). */
interface Tally {
  file: string;
  inputs: number;
  serverErrors: number;
  storedInvalid: number;
  statuses: Record<string, number>;
}

function vitest(summaryDir: string, jsonReport: string): Promise<number> {
  const args = [
    'scripts/vitest.ts',
    'run',
    'tests/integration/fuzz',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${jsonReport}`,
  ];
  // The full count of inputs here, four times what npm test sends (tests/integration/fuzz/fuzzer.ts).
  const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '1', FUZZ_SUMMARY_DIR: summaryDir };
  const child = spawn(process.execPath, args, { stdio: 'inherit', env });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

function readTallies(dir: string): Tally[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Tally);
}

export async function run(): Promise<PartResult> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-fuzz-'));
  const summaryDir = path.join(work, 'tallies');
  const jsonReport = path.join(work, 'vitest.json');
  const started = performance.now();
  try {
    const exitCode = await vitest(summaryDir, jsonReport);
    const seconds = Math.round((performance.now() - started) / 1000);
    const tallies = fs.existsSync(summaryDir) ? readTallies(summaryDir) : [];
    const report = fs.existsSync(jsonReport)
      ? (JSON.parse(fs.readFileSync(jsonReport, 'utf8')) as { numFailedTests?: number; numTotalTests?: number })
      : {};
    // No report at all (vitest did not start) counts as a failure, not as zero failures.
    const failedTests = report.numFailedTests ?? (exitCode === 0 ? 0 : 1);
    const sum = (pick: (tally: Tally) => number) => tallies.reduce((total, tally) => total + pick(tally), 0);
    const statuses: Record<string, number> = {};
    for (const tally of tallies)
      for (const [status, count] of Object.entries(tally.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
    const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    return {
      part: 'fuzz',
      summary: `fast-check inputs to every public form, payment endpoint, webhook, sign-in door and back-office action of the built app on ${database} (FUZZ_RUNS=${process.env.FUZZ_RUNS ?? '1'}), ${tallies.length} test files in ${seconds} s.`,
      figures: [
        atLeast(
          'generated inputs',
          sum((tally) => tally.inputs),
          10_000,
        ),
        exactly(
          'responses 5xx',
          sum((tally) => tally.serverErrors),
          0,
        ),
        exactly(
          'stored but invalid',
          sum((tally) => tally.storedInvalid),
          0,
        ),
        exactly('fuzz tests failed', failedTests, 0),
        reported(
          'responses by status',
          Object.entries(statuses)
            .map(([status, count]) => `${status}: ${count}`)
            .join(', '),
        ),
        reported('duration s', seconds),
      ],
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  build();
  const result = await run();
  console.log(`\n${result.summary}`);
  for (const figure of result.figures) {
    const verdict = figure.met === undefined ? '      ' : figure.met ? 'met   ' : 'MISSED';
    console.log(`  ${verdict} ${figure.name}: ${figure.value}${figure.target ? ` (target ${figure.target})` : ''}`);
  }
  process.exit(partMet(result) ? 0 : 1);
}
