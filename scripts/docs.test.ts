import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The documentation is read from a clone of this repository alone, so it must keep two promises: every
// relative link in the README and docs/ leads to a file that exists, and docs/architecture.md's folder
// map names every folder of server/ and every top-level folder of app/, so it cannot drift from the tree.

const ROOT = path.resolve(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** Link targets of inline (`[text](target)`) and reference (`[name]: target`) links, outside code. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const references = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!);
  return [...inline, ...references];
}

/** A target within the repository: no scheme (http:, mailto: …), not only an anchor on the same page. */
function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('//');
}

/** Links of one file whose path, without its anchor or query, is not an existing file. */
function brokenLinks(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return linkTargets(text)
    .filter(isRelative)
    .filter((target) => {
      const bare = decodeURIComponent(target.replace(/[#?].*$/, ''));
      const resolved = bare.startsWith('/') ? path.join(ROOT, bare) : path.resolve(path.dirname(file), bare);
      return !(fs.existsSync(resolved) && fs.statSync(resolved).isFile());
    })
    .map((target) => `${path.relative(ROOT, file)} → ${target}`);
}

/** The folders the folder map of docs/architecture.md lists directly under `app/` and `server/`. */
function mappedFolders(architecture: string): { app: Set<string>; server: Set<string> } {
  const found = { app: new Set<string>(), server: new Set<string>() };
  const section = architecture.split(/^## Folder map\s*$/m)[1] ?? '';
  const block = /^```[^\n]*\n([\s\S]*?)^```/m.exec(section)?.[1] ?? '';
  let root: 'app' | 'server' | null = null;
  for (const line of block.split('\n')) {
    if (/^\S/.test(line)) {
      const top = /^(app|server)\/(\s|$)/.exec(line)?.[1];
      root = top === 'app' || top === 'server' ? top : null;
      continue;
    }
    const entry = /^ {2}(\S.*?)(?:\s{2,}|$)/.exec(line)?.[1];
    if (!root || !entry) continue;
    for (const name of entry.split(/,\s*/)) {
      if (name.endsWith('/')) found[root].add(name.split('/')[0]!);
    }
  }
  return found;
}

function foldersOf(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe('the documentation', () => {
  const files = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

  it('links only to files that exist in the repository', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it("names every folder of server/ and every top-level folder of app/ in the architecture's folder map", () => {
    const mapped = mappedFolders(fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'));
    const missing = [
      ...foldersOf('server')
        .filter((name) => !mapped.server.has(name))
        .map((name) => `server/${name}/`),
      ...foldersOf('app')
        .filter((name) => !mapped.app.has(name))
        .map((name) => `app/${name}/`),
    ];
    expect(missing).toEqual([]);
  });

  it('reads links and folder maps as intended', () => {
    expect(linkTargets('[a](x.md#b) `[c](no.md)` [d]: ../y.md\n```\n[e](no.md)\n```\n[f](https://example.org)')).toEqual([
      'x.md#b',
      'https://example.org',
    ]);
    expect(linkTargets('[d]: ../y.md')).toEqual(['../y.md']);
    const map = mappedFolders(
      '## Folder map\n\n```\napp/\n  lib/   helpers\n  site/, calendar/\n    deep/  no\nserver/\n  db/    schema\ndocs/\n  x/\n```\n',
    );
    expect([...map.app]).toEqual(['lib', 'site', 'calendar']);
    expect([...map.server]).toEqual(['db']);
  });
});
