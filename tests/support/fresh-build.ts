import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The HTTP tests drive the production build, as `npm start` serves it. A build older than the code
// would test yesterday's app, so it is rebuilt when any source is newer; one test file builds while
// the others, in parallel workers, wait for it.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverBuild = path.join(root, 'build/server/index.js');
// Outside the checkout (the build empties build/), one per checkout.
const lockDir = path.join(os.tmpdir(), `estate-build-lock-${crypto.createHash('sha1').update(root).digest('hex').slice(0, 12)}`);
const SOURCES = ['app', 'server', 'public', 'scripts/build', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestSource(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestSource(path.join(entry, name)));
  return newest;
}

function isFresh(): boolean {
  const built = fs.statSync(serverBuild, { throwIfNoEntry: false });
  return Boolean(built) && built!.mtimeMs >= Math.max(...SOURCES.map((entry) => newestSource(path.join(root, entry))));
}

function takeLock(): boolean {
  try {
    fs.mkdirSync(lockDir);
    return true;
  } catch {
    // A lock left by a killed run (a build takes seconds, not minutes) is taken over.
    const stat = fs.statSync(lockDir, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > 180_000) fs.rmSync(lockDir, { recursive: true, force: true });
    return false;
  }
}

/** Builds the app unless build/ is newer than every source; returns the path of the server build. */
export async function freshBuild(): Promise<string> {
  const deadline = Date.now() + 240_000;
  while (!isFresh()) {
    if (takeLock()) {
      try {
        if (!isFresh()) {
          const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
          if (result.status !== 0) throw new Error('npm run build failed');
        }
      } finally {
        fs.rmSync(lockDir, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() > deadline) throw new Error('waited four minutes for another test file to build the app');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return serverBuild;
}
