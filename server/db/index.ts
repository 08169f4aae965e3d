import path from 'node:path';
import { config } from '../config.ts';
import { singleton } from '../singleton.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

export type { Database } from './client.ts';

// One connection (pool) per process, whichever copy of this module asks for it.
export function database(): DatabaseHandle {
  return singleton('database', () => {
    const { DATABASE_URL, dataDir } = config();
    return openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: path.join(dataDir, 'db') });
  });
}

export function db() {
  return database().db;
}
