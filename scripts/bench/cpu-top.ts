// The top frames of a V8 .cpuprofile (from `node --cpu-prof`): self time by function and by package,
// to see what a server spends its time on under load. `node scripts/bench/cpu-top.ts file.cpuprofile [rows]`.
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** 'react-dom', 'drizzle-orm', 'node:zlib' … or the project file, so costs add up by owner. */
function owner(url: string): string {
  if (!url) return '(native)';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (modules) return modules.at(-1)!.replace('node_modules/', '');
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(app|server|build|scripts)\//, '$1/');
}

function top(totals: Map<string, number>, all: number, rows: number): string[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => `${((100 * micros) / all).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`);
}

const [file, rowsText] = process.argv.slice(2);
if (!file) throw new Error('usage: node scripts/bench/cpu-top.ts file.cpuprofile [rows]');
const rows = Number(rowsText) || 25;
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

const byFunction = new Map<string, number>();
const byOwner = new Map<string, number>();
let all = 0;
for (const [id, micros] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const name = `${functionName || '(anonymous)'} ${owner(url)}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  byOwner.set(owner(url), (byOwner.get(owner(url)) ?? 0) + micros);
  all += micros;
}
console.log(`self time by function (of ${(all / 1000).toFixed(0)} ms sampled)`);
console.log(top(byFunction, all, rows).join('\n'));
console.log('\nself time by package or file');
console.log(top(byOwner, all, rows).join('\n'));
