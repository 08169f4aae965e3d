import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { seedMediaIfNew, seedRetreatsIfNew } from '#server/first-content.ts';
import { seedDemoRooms } from '#server/seed.ts';

export interface TestDatabase extends DatabaseHandle {
  /** 'pglite' in memory, or 'postgres' when TEST_DATABASE_URL is set. */
  label: string;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close), so the same suites run on both. It
 * has the demo estate's rooms (app/content/rooms.ts), as an estate that sells stays always has rooms, its first retreat and the media library's first photos, as every database has.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({ memory: true, from: await embeddedTemplate() });
    return { ...handle, label: 'pglite' };
  }
  const { url, drop } = await createServerDatabase(serverUrl, { template: inject('serverDatabaseTemplate') });
  const handle = openDatabase({ url });
  return {
    ...handle,
    label: 'postgres',
    async close() {
      await handle.close();
      await drop();
    },
  };
}

let template: Promise<Blob> | undefined;

/**
 * A new embedded database takes over a second to create and migrate, and a copy of a migrated one a
 * fraction of that: the first test file of a run makes it and writes it where the run's global set-up
 * says (tests/support/database-template.ts); every other file, in any worker, reads that file.
 */
function embeddedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = inject('databaseTemplate');
    const saved = await fs.readFile(file).catch(() => null);
    if (saved) return new Blob([saved]);
    const handle = openDatabase({ memory: true });
    await prepareDatabase(handle);
    const archive = await handle.dump!();
    await handle.close();
    // Written aside and renamed, so a worker reading at the same moment sees the whole file or none.
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, Buffer.from(await archive.arrayBuffer()));
    await fs.rename(partial, file);
    return archive;
  })();
  return template;
}

/**
 * One fresh database as two app processes see it: on the PostgreSQL server of TEST_DATABASE_URL, two
 * separate connection pools; on PGlite, which serves one process, a single handle.
 */
export async function createSharedTestDatabase(): Promise<{ handles: DatabaseHandle[]; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await createTestDatabase();
    return { handles: [database], close: () => database.close() };
  }
  const { url, drop } = await createServerDatabase(serverUrl, { template: inject('serverDatabaseTemplate') });
  const handles = [openDatabase({ url }), openDatabase({ url })];
  return {
    handles,
    async close() {
      await Promise.all(handles.map((handle) => handle.close()));
      await drop();
    },
  };
}

/**
 * What every test database starts as: migrated, with the demo estate's rooms, its first retreat and the
 * media library's first photos.
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDemoRooms(handle.db);
  await seedRetreatsIfNew(handle.db);
  await seedMediaIfNew(handle.db);
}

/**
 * A new database on the server, and how to drop it again: empty, or a copy of `template` (a prepared
 * database, copied by the server in a fraction of the time migrating takes).
 */
export async function createServerDatabase(
  serverUrl: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A test database for one suite: created before its tests, handed to `opened`, closed after them. */
export function openTestDatabase(opened: (database: TestDatabase) => void): void {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    opened(database);
  });
  afterAll(async () => {
    await database?.close();
  });
}
