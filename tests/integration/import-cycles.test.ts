import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importsOf, repoRoot, resolveImport, sourceFiles } from '#tests/support/imports.ts';

// No module of app/ or server/ may reach itself through its imports, type-only imports included: a
// cycle makes the order modules load in matter (a value read before it is set), and two files that
// import each other are one responsibility split in two. Read with a regular expression over the
// import and export-from lines (tests/support/imports.ts), dynamic import() left out: it loads later.

const ROOTS = ['app', 'server'];

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
    const files = ROOTS.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
    const graph = new Map(
      files.map((file) => [
        file,
        importsOf(fs.readFileSync(file, 'utf8'))
          .map((specifier) => resolveImport(file, specifier))
          .filter((target): target is string => target !== null && /\.tsx?$/.test(target)),
      ]),
    );
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => path.relative(repoRoot, file)));
    expect(cycles).toEqual([]);
  });
});
