import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { freshBuild } from './fresh-build.ts';

export interface TestApp {
  /** Where the app listens, e.g. http://127.0.0.1:43121. */
  url: string;
  /** The origin the app believes it is served at (PUBLIC_URL): what its own pages send as Origin. */
  publicUrl: string;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Settings beyond the test defaults, e.g. BOOKING_RATE_LIMIT. */
  env?: Record<string, string>;
  /** PUBLIC_URL's scheme: 'https' as behind a TLS-terminating proxy (the app itself still listens on HTTP). */
  scheme?: 'http' | 'https';
  /** As deployed: NODE_ENV=production (React's production build, production error handling), with the AUTH_SECRET and HEALTH_DATA_KEY it requires. */
  production?: boolean;
}

/**
 * The real production app (server/app.ts over the built routes) in this process, on an ephemeral port,
 * against a fresh test database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). Settings are read
 * once per process, so a test file starts one app; vitest gives each test file its own process.
 */
export async function startTestApp({ env = {}, scheme = 'http', production = false }: TestAppOptions = {}): Promise<TestApp> {
  await freshBuild();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const publicUrl = scheme === 'https' ? url.replace('http:', 'https:') : url;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-app-test-'));
  // Production refuses the demo checkout unless told it is meant, and starts only with a secret.
  const deployed = production
    ? {
        NODE_ENV: 'production',
        AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
        HEALTH_DATA_KEY: crypto.randomBytes(32).toString('base64'),
        PAYMENTS: env.RAZORPAY_KEY_ID ? '' : 'demo',
      }
    : {};
  // Before any server module runs: the settings are parsed on first use and kept.
  Object.assign(process.env, { PUBLIC_URL: publicUrl, DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'never', ...deployed, ...env });

  const database = await createTestDatabase();
  const { singleton } = await import('#server/singleton.ts');
  // The app's database() hands out this handle: both copies of the server code (this process's and the
  // server build's) find it on globalThis.
  singleton('database', () => database);
  const { createApp } = await import('#server/app.ts');
  server.on('request', await createApp({ useVite: false }));

  return {
    url,
    publicUrl,
    database,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
