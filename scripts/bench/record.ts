// Keeps docs/benchmarks.json and docs/benchmarks.md: the latest run of each part, with its date and machine,
// so running one part alone updates its section and leaves the others' last results in place.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { partMet, type PartResult } from './report.ts';

interface RecordedPart extends PartResult {
  date: string;
  machine: string;
}

const DOCS = path.resolve(import.meta.dirname, '../../docs');
const ORDER = ['pages', 'load', 'race', 'drills', 'fuzz'];

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.versions.node}`;
}

const cell = (value: string) => value.replaceAll('|', '\\|');

function markdown(parts: RecordedPart[]): string {
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench); each part shows its latest run. Run one part with `npm run bench -- <part>`.',
    '',
  ];
  for (const part of parts) {
    lines.push(
      `## ${part.part}: ${partMet(part) ? 'every target met' : 'targets missed'}`,
      '',
      `${part.date} on ${part.machine}.`,
      '',
      part.summary,
      '',
    );
    lines.push('| | figure | value | target |', '|---|---|---|---|');
    for (const figure of part.figures) {
      const mark = figure.met === undefined ? '' : figure.met ? 'met' : '**missed**';
      lines.push(`| ${mark} | ${cell(figure.name)} | ${cell(String(figure.value))} | ${cell(figure.target)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function recordRun(results: PartResult[]): { markdownPath: string } {
  const jsonPath = path.join(DOCS, 'benchmarks.json');
  const markdownPath = path.join(DOCS, 'benchmarks.md');
  const previous: RecordedPart[] = fs.existsSync(jsonPath) ? JSON.parse(fs.readFileSync(jsonPath, 'utf8')) : [];
  const date = new Date().toISOString();
  const byPart = new Map(previous.map((part) => [part.part, part]));
  for (const result of results) byPart.set(result.part, { ...result, date, machine: machine() });
  const parts = [...byPart.values()].sort((a, b) => ORDER.indexOf(a.part) - ORDER.indexOf(b.part));
  fs.mkdirSync(DOCS, { recursive: true });
  fs.writeFileSync(jsonPath, `${JSON.stringify(parts, null, 2)}\n`);
  fs.writeFileSync(markdownPath, markdown(parts));
  return { markdownPath: path.relative(process.cwd(), markdownPath) };
}
