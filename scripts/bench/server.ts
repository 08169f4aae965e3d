import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function build(): void {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A server the drills can kill and bring back: same port, data folder and settings. */
export interface RestartableServer extends RunningServer {
  port: number;
  /** Sends the signal and waits until the process is gone; the data folder stays. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the process again on the same port and data folder, and waits until it is ready. */
  restart(): Promise<void>;
  /** False once the process has exited, whether it was killed or crashed by itself. */
  alive(): boolean;
  /** The server process's id (it changes with restart()). */
  pid(): number;
}

function spawnServer(port: number, dataDir: string, env: Record<string, string>): ChildProcess {
  const url = `http://127.0.0.1:${port}`;
  return spawn(process.execPath, ['server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
  });
}

function gone(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server at ${url} was not ready within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function killChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (gone(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** The production server on a free port with a fresh data folder (demo content seeded: NODE_ENV=test). */
export async function startServer(env: Record<string, string> = {}): Promise<RestartableServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-'));
  const url = `http://127.0.0.1:${port}`;
  let child = spawnServer(port, dataDir, env);
  await waitReady(child, url);
  return {
    url,
    dataDir,
    port,
    kill: (signal = 'SIGTERM') => killChild(child, signal),
    async restart() {
      await killChild(child, 'SIGTERM');
      child = spawnServer(port, dataDir, env);
      await waitReady(child, url);
    },
    alive: () => !gone(child),
    pid: () => child.pid ?? 0,
    async stop() {
      await killChild(child, 'SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server as production runs it (NODE_ENV=production: React's production build on the server, the page
 * cache, request logging at info) on a data folder seeded beforehand, since production never seeds itself.
 */
export async function startProductionServer(env: Record<string, string> = {}): Promise<RestartableServer & { stopAll(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-prod-'));
  const seeded = spawnSync(process.execPath, ['scripts/seed.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
  const server = await startServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    SEED: 'never',
    PAYMENTS: 'demo',
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    HEALTH_DATA_KEY: crypto.randomBytes(32).toString('base64'),
    ...env,
  });
  return Object.assign(server, {
    async stopAll() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
