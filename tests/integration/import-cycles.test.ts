import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No module of app/ or server/ may reach itself through its imports, type-only imports included: a
// cycle makes the order modules load in matter (a value read before it is set), and two files that
// import each other are one responsibility split in two. Read with a regular expression over the
// import and export-from lines, resolving the #app/, #server/, ~/ and relative specifiers.

const root = path.resolve(import.meta.dirname, '../..');
const ROOTS = ['app', 'server'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('+') || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `import … from 'x'`, `import type … from 'x'`, `export … from 'x'` and `import 'x'`, over several lines too. */
const SPECIFIER = /(?:^|[;\n])\s*(?:import|export)\b(?:[^'";]*?\bfrom)?\s*['"]([^'"]+)['"]/g;

export function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(SPECIFIER)].map((match) => match[1]!);
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('#app/') || specifier.startsWith('~/')) base = path.join(root, 'app', specifier.replace(/^(#app|~)\//, ''));
  else if (specifier.startsWith('#server/')) base = path.join(root, 'server', specifier.slice('#server/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every cycle's modules (Tarjan's strongly connected components of two or more, or one importing itself). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('reads every kind of import and export-from line', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '#server/b.ts';",
      'import {\n  c,\n  type D,\n} from "~/c.ts";',
      "export * from './e.ts';",
      "export { f } from './f.ts';",
      "import './g.css';",
      "// import { h } from './h.ts';",
      "const text = 'import nothing from here';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.ts', '#server/b.ts', '~/c.ts', './e.ts', './f.ts', './g.css']);
  });

  it('finds a cycle of two and of three, and none in a chain', () => {
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('finds none in app/ and server/', () => {
    const files = ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)));
    const graph = new Map(
      files.map((file) => [
        file,
        importsOf(fs.readFileSync(file, 'utf8'))
          .map((specifier) => resolve(file, specifier))
          .filter((target): target is string => target !== null && /\.tsx?$/.test(target)),
      ]),
    );
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => path.relative(root, file)));
    expect(cycles).toEqual([]);
  });
});
