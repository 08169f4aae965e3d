import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importsOf, repoRoot, resolveImport, sourceFiles } from '#tests/support/imports.ts';

// Each folder directly under server/ is a slice, and its imports run one way: two slices that import
// each other are one rule with two homes. The files directly in server/ (start-up, config, seeding …)
// are no slice and may import anything. Tests may reach across slices to set a scene, so only the code
// the application runs is read: static, type-only, export-from and dynamic imports alike.
//
// ALLOWED is every slice-to-slice edge the code has, written out so that a new one is a decision: add it
// here when a slice truly needs another, never one that points back up (the map itself must stay one way).

const ALLOWED: Record<string, readonly string[]> = {
  admin: ['audit', 'bookings', 'care', 'content', 'db', 'guests', 'invoices', 'mail', 'payments', 'refunds', 'rooms', 'therapies'],
  audit: ['auth', 'db'],
  auth: ['db', 'http'],
  blog: ['audit', 'db'],
  bookings: ['audit', 'auth', 'content', 'db', 'http', 'invoices', 'mail', 'provider', 'refunds', 'rooms'],
  care: ['audit', 'auth', 'bookings', 'content', 'db', 'health', 'jobs', 'mail', 'questionnaires'],
  catalog: ['audit', 'auth', 'bookings', 'db', 'http', 'provider', 'refunds', 'uploads'],
  content: ['audit', 'auth', 'blog', 'db', 'http'],
  db: [],
  enquiries: ['audit', 'auth', 'db', 'http', 'mail'],
  gallery: ['audit', 'auth', 'db', 'storage', 'uploads'],
  guests: ['audit', 'auth', 'bookings', 'db'],
  health: ['db'],
  http: ['db', 'storage', 'uploads'],
  invoices: ['db'],
  learning: ['audit', 'auth', 'bookings', 'db', 'http', 'mail', 'provider', 'refunds'],
  jobs: ['db'],
  mail: ['db'],
  media: ['audit', 'auth', 'content', 'db', 'storage', 'uploads'],
  newsletter: ['db', 'http', 'mail'],
  payments: [
    'audit',
    'bookings',
    'care',
    'content',
    'db',
    'http',
    'invoices',
    'learning',
    'promo',
    'provider',
    'refunds',
    'rooms',
    'therapies',
  ],
  promo: ['audit', 'auth', 'bookings', 'db', 'http'],
  provider: [],
  questionnaires: ['audit', 'auth', 'bookings', 'db', 'health', 'http', 'mail'],
  refunds: ['audit', 'auth', 'content', 'db', 'invoices', 'mail', 'provider'],
  rooms: ['audit', 'auth', 'db'],
  storage: [],
  therapies: ['audit', 'auth', 'care', 'db', 'media'],
  uploads: ['storage'],
};

const serverDir = path.join(repoRoot, 'server');

/** The slice a file of server/ belongs to: its first folder; null for the files directly in server/ and anything outside. */
function sliceOf(file: string): string | null {
  const parts = path.relative(serverDir, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
}

/** Every edge between two slices, 'from -> to', with one import that makes it ('server/a/x.ts imports server/b/y.ts'). */
function sliceEdges(): Map<string, string> {
  const edges = new Map<string, string>();
  const files = sourceFiles(serverDir).filter((file) => !/\.test\.tsx?$/.test(file));
  for (const file of files.sort()) {
    const from = sliceOf(file);
    if (!from) continue;
    for (const specifier of importsOf(fs.readFileSync(file, 'utf8'), { dynamic: true })) {
      const target = resolveImport(file, specifier);
      const to = target && sliceOf(target);
      if (!to || to === from) continue;
      const edge = `${from} -> ${to}`;
      if (!edges.has(edge)) edges.set(edge, `${path.relative(repoRoot, file)} imports ${path.relative(repoRoot, target)}`);
    }
  }
  return edges;
}

const allowedEdges = Object.entries(ALLOWED).flatMap(([from, targets]) => targets.map((to) => `${from} -> ${to}`));

describe('the slices of server/', () => {
  it('reads dynamic imports and tells a slice from the top level', () => {
    expect(importsOf("const { a } = await import('../a/x.ts');\nimport type { B } from './b.ts';", { dynamic: true })).toEqual([
      './b.ts',
      '../a/x.ts',
    ]);
    expect(importsOf("const { a } = await import('../a/x.ts');")).toEqual([]);
    expect(sliceOf(path.join(serverDir, 'bookings', 'admin.ts'))).toBe('bookings');
    expect(sliceOf(path.join(serverDir, 'admin', 'reports', 'sales.ts'))).toBe('admin');
    expect(sliceOf(path.join(serverDir, 'startup.ts'))).toBeNull();
    expect(sliceOf(path.join(repoRoot, 'app', 'lib', 'dates.ts'))).toBeNull();
  });

  it('never import each other', () => {
    const edges = sliceEdges();
    const twoWay = [...edges]
      .filter(([edge]) => {
        const [from, to] = edge.split(' -> ') as [string, string];
        return from < to && edges.has(`${to} -> ${from}`);
      })
      .map(([edge, because]) => {
        const [from, to] = edge.split(' -> ') as [string, string];
        return `${from} <-> ${to}: ${because}, and ${edges.get(`${to} -> ${from}`)}`;
      });
    expect(twoWay).toEqual([]);
  });

  it('import only along the edges the map allows, and the map names no edge the code has lost', () => {
    const edges = sliceEdges();
    const unexpected = [...edges]
      .filter(([edge]) => !allowedEdges.includes(edge))
      .map(([edge, because]) => `new edge ${edge} (${because}): move the code to where it belongs, or add the edge to ALLOWED`);
    const unused = allowedEdges.filter((edge) => !edges.has(edge)).map((edge) => `${edge} is allowed but no file uses it`);
    expect([...unexpected, ...unused]).toEqual([]);
  });

  it('allow edges that run one way, with no cycle through several slices either', () => {
    const graph = new Map(Object.entries(ALLOWED).map(([from, targets]) => [from, [...targets]]));
    expect(importCycles(graph)).toEqual([]);
  });

  it('are each named in the map', () => {
    const slices = fs
      .readdirSync(serverDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(ALLOWED).sort()).toEqual(slices);
  });
});
