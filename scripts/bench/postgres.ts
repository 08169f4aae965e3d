// The PostgreSQL server the bench parts use (TEST_DATABASE_URL), and fresh databases on it.
import crypto from 'node:crypto';
import pg from 'pg';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the PostgreSQL server, and how to drop it again. */
export async function freshDatabase(label: string, serverUrl = POSTGRES_URL): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${label}_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}
