import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository is read on its own: a comment, a test title or a page of docs says its rule in its own
// words, never by pointing at the specification's numbered sections, an issue tracker's numbers, the
// folder beside the repository or the house style and architecture files kept there. The pattern is put
// together from pieces so that this file does not match it itself.

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['app', 'server', 'scripts', 'tests', 'docs', 'README.md'];
const SKIPPED_FOLDERS = new Set(['node_modules', '.react-router', 'test-results', 'playwright-report']);
const SKIPPED_EXTENSIONS = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.avif',
  '.gif',
  '.ico',
  '.svg',
  '.mp4',
  '.webm',
  '.mp3',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.pdf',
  '.zip',
  '.gz',
  '.br',
  '.zst',
]);

const SECTION = ['SPEC', '§'].join(' ');
const ISSUE = '[Ii]' + 'ssue #?[0-9]';
const SIBLING = '\\.\\./' + 'shared';
const HOUSE_FILES = '(STYLE|ARCHITECTURE)\\.' + 'md';
const outsideReference = new RegExp([SECTION, ISSUE, SIBLING, HOUSE_FILES].join('|'));

/** Every text file under the scanned paths, skipping installed packages, build output and media. */
function scannedFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    const relative = path.join(entry, child.name);
    if (child.isDirectory()) {
      // Only the top-level build/ is output; scripts/build/ is source.
      if (SKIPPED_FOLDERS.has(child.name) || relative === 'build') return [];
      return scannedFiles(relative);
    }
    return child.isFile() && !SKIPPED_EXTENSIONS.has(path.extname(child.name).toLowerCase()) ? [path.join(ROOT, relative)] : [];
  });
}

/** 'file:line: text' for each line of the file that points outside the repository; none for a binary file. */
function outsideReferences(file: string): string[] {
  const bytes = fs.readFileSync(file);
  if (bytes.includes(0)) return [];
  return bytes
    .toString('utf8')
    .split('\n')
    .flatMap((line, index) => (outsideReference.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : []));
}

describe('the repository stands alone', () => {
  it('recognises each kind of reference it forbids, and leaves plain words alone', () => {
    for (const line of [`// ${SECTION}4: drafts`, '(is' + 'sue 12)', 'see Is' + 'sue #27', '[spec](../' + 'shared/x)', 'STYLE' + '.md']) {
      expect(outsideReference.test(line), line).toBe(true);
    }
    for (const line of ['the specification says so', 'an invoice is issued', 'issues plain receipts', '+shared/catalog.ts']) {
      expect(outsideReference.test(line), line).toBe(false);
    }
  });

  it('has no comment, test title or doc pointing at the specification by section, an issue or files outside it', () => {
    const files = SCANNED.flatMap(scannedFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(outsideReferences)).toEqual([]);
  });
});
