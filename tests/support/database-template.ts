import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { createServerDatabase, prepareDatabase } from './database.ts';

// Vitest's global set-up: names the file where this run keeps its migrated, seeded embedded database,
// which the first test file to need one writes and the others copy (tests/support/database.ts). One
// file per run, removed at its end, so a changed migration or seed is never read from an older run.
// With TEST_DATABASE_URL, it also prepares one database on that server which every test file's database
// is created from, dropped again at the end.

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
    /** The server database test databases copy; empty without TEST_DATABASE_URL. */
    serverDatabaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `estate-test-database-${process.pid}-${Date.now()}.tar`);
  project.provide('databaseTemplate', file);
  const serverTemplate = await prepareServerTemplate();
  project.provide('serverDatabaseTemplate', serverTemplate?.name ?? '');
  return async () => {
    fs.rmSync(file, { force: true });
    await serverTemplate?.drop();
  };
}

async function prepareServerTemplate(): Promise<{ name: string; drop(): Promise<void> } | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const { url, drop } = await createServerDatabase(serverUrl);
  const handle = openDatabase({ url });
  await prepareDatabase(handle);
  // A database is copied only while nobody is connected to it.
  await handle.close();
  return { name: new URL(url).pathname.slice(1), drop };
}
