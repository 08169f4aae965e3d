import fs from 'node:fs';
import path from 'node:path';

// The repository's modules and what they import, read with a regular expression over the import and
// export-from lines (and, when asked, dynamic import() calls), resolving the #app/, #server/, ~/ and
// relative specifiers. The import-cycle and slice-edge suites read the code through these.

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The .ts and .tsx files under `dir`, without declaration files, node_modules or folders named +… or .… */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('+') || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `import … from 'x'`, `import type … from 'x'`, `export … from 'x'` and `import 'x'`, over several lines too. */
const SPECIFIER = /(?:^|[;\n])\s*(?:import|export)\b(?:[^'";]*?\bfrom)?\s*['"]([^'"]+)['"]/g;
/** `import('x')`, wherever it stands. */
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(source: string, { dynamic = false }: { dynamic?: boolean } = {}): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = [...code.matchAll(SPECIFIER)].map((match) => match[1]!);
  return dynamic ? [...found, ...[...code.matchAll(DYNAMIC)].map((match) => match[1]!)] : found;
}

/** The file a specifier names, or null for a package or a file that does not exist. */
export function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('#app/') || specifier.startsWith('~/')) base = path.join(repoRoot, 'app', specifier.replace(/^(#app|~)\//, ''));
  else if (specifier.startsWith('#server/')) base = path.join(repoRoot, 'server', specifier.slice('#server/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every cycle's nodes (Tarjan's strongly connected components of two or more, or one importing itself). */
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
