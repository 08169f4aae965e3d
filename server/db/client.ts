import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files as one archive, to open copies of it ({ memory: true, from }). */
  dump?(): Promise<Blob>;
}

export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
// Any constant shared by every process: it serialises migrations across app processes.
const MIGRATION_LOCK = 4_242_001;

/** A pool that outlives a restart of the PostgreSQL server: broken connections are dropped, never fatal. */
export function createPool(config: pg.PoolConfig): pg.Pool {
  // Idle connections are kept a minute rather than pg's 10 s: after a quiet spell, the next burst of
  // visitors would otherwise wait for ten new connections and have every prepared query planned again.
  const pool = new pg.Pool({ max: 10, idleTimeoutMillis: 60_000, ...config });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // The pool listens for errors on idle clients only. A connection that breaks while checked out (inside
  // a transaction, between two queries, when PostgreSQL restarts) would raise an unhandled 'error' and
  // end the process; with this listener its next query fails instead, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function openDatabase(location: DatabaseLocation): DatabaseHandle {
  if ('url' in location) {
    const pool = createPool({ connectionString: location.url });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in location) {
    fs.mkdirSync(location.dataDir, { recursive: true });
    client = new PGlite(location.dataDir);
  } else {
    client = new PGlite(location.from ? { loadDataDir: location.from } : {});
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
