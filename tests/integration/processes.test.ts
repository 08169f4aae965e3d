import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../support/database.ts';
import { freshBuild } from '../support/fresh-build.ts';

// WEB_CONCURRENCY (server/processes.ts): the server as `npm start` runs it, with its workers on one port.

/** The processes a process has started (Linux). */
function childrenOf(pid: number): number[] {
  return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await Promise.resolve()
      .then(read)
      .catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited 30 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>): { child: ChildProcess; stderr: () => string } {
  const child = spawn(process.execPath, ['server/main.ts'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe('several processes on one port', () => {
  if (!serverUrl) {
    it('are refused on the embedded database, which only one process may open', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-processes-'));
      const server = startServer({ WEB_CONCURRENCY: '2', DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0' });
      expect(await exited(server.child)).not.toBe(0);
      expect(server.stderr()).toContain('WEB_CONCURRENCY: more than 1 process needs DATABASE_URL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    return;
  }

  let database: { url: string; drop(): Promise<void> };
  let server: ReturnType<typeof startServer>;
  let port = 0;
  const ready = () => fetch(`http://127.0.0.1:${port}/readyz`).then((response) => response.status);

  beforeAll(async () => {
    await freshBuild();
    database = await createServerDatabase(serverUrl);
    port = await freePort();
    server = startServer({ WEB_CONCURRENCY: '2', DATABASE_URL: database.url, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    await until(ready, (status) => status === 200, 'the server to answer');
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database.drop();
  });

  it('serves from as many workers as asked, replaces one that dies, and stops them all on SIGTERM', async () => {
    const primary = server.child.pid!;
    const workers = await until(
      () => childrenOf(primary),
      (pids) => pids.length === 2,
      'two workers',
    );
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('<h1');
    // One worker answering does not mean the other listens yet, and the primary stops everything when a
    // worker dies before it listened: on a busy machine, give the second one time to finish starting.
    await new Promise((resolve) => setTimeout(resolve, 5_000));

    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until(
      () => childrenOf(primary),
      (pids) => pids.length === 2 && !pids.includes(workers[0]!),
      'a worker in place of the killed one',
    );
    expect(replaced).toContain(workers[1]);
    expect(await until(ready, (status) => status === 200, 'the server to answer again')).toBe(200);

    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);
});
