// `npm run bench [-- pages|load|race|drills|fuzz …]`: builds once, runs each part on production servers
// with fresh data, prints every figure next to its target, records the run in docs/benchmarks.{json,md},
// and exits non-zero when a target is missed.
import { recordRun } from './record.ts';
import { partMet, type PartResult } from './report.ts';
import { build } from './server.ts';

const parts: Record<string, () => Promise<PartResult>> = {
  pages: async () => (await import('./pages.ts')).run(),
  load: async () => (await import('./load.ts')).run(),
  race: async () => (await import('./race.ts')).run(),
  drills: async () => (await import('./drills.ts')).run(),
  fuzz: async () => (await import('./fuzz.ts')).run(),
};

function table(result: PartResult): string {
  const rows = result.figures.map((figure) => [
    figure.met === undefined ? '' : figure.met ? 'met' : 'MISSED',
    figure.name,
    String(figure.value),
    figure.target,
  ]);
  const widths = [6, ...[1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i]!.length)))];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in parts));
if (unknown.length) {
  console.error(`Unknown part: ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(', ')}.`);
  process.exit(2);
}

build();
const results: PartResult[] = [];
for (const name of asked.length ? asked : Object.keys(parts)) {
  console.log(`\n== ${name}`);
  let result: PartResult;
  try {
    result = await parts[name]!();
  } catch (error) {
    // A part that could not run is a missed target, not the end of the other parts.
    result = {
      part: name,
      summary: 'The part failed to run.',
      figures: [{ name: 'ran', value: String(error), target: 'completes', met: false }],
    };
  }
  results.push(result);
  console.log(result.summary);
  console.log(table(result));
}

const { markdownPath } = recordRun(results);
const missed = results.filter((result) => !partMet(result)).map((result) => result.part);
console.log(`\nRecorded in ${markdownPath}.`);
console.log(missed.length ? `Targets missed in: ${missed.join(', ')}.` : 'Every target met.');
process.exit(missed.length ? 1 : 0);
