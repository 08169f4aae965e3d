// How often the servers read the owner's content from PostgreSQL while guests browse and nobody
// publishes: the pages' words must come from each process's copy, with only the version check (app_meta,
// at most once a second per process) reaching the database. Counted from PostgreSQL's own table
// statistics, which a server process hands over at most every 10 s while idle, hence the wait.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

// A backend reports its table statistics when idle for PGSTAT_IDLE_INTERVAL (10 s in PostgreSQL 15+).
const STATS_FLUSH_MS = 11_000;

export interface ContentScans {
  /** Reads of the content tables (content_*), index and sequential. */
  content: number;
  /** Reads of app_meta, where the content version lives. */
  meta: number;
}

/** The reads so far, once every server process has reported what it did until now. */
export async function contentScans(databaseUrl: string): Promise<ContentScans> {
  await sleep(STATS_FLUSH_MS);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ content: string; meta: string }>(
      `select coalesce(sum(seq_scan + coalesce(idx_scan, 0)) filter (where relname like 'content\\_%'), 0) as content,
              coalesce(sum(seq_scan + coalesce(idx_scan, 0)) filter (where relname = 'app_meta'), 0) as meta
         from pg_stat_user_tables`,
    );
    return { content: Number(rows[0]!.content), meta: Number(rows[0]!.meta) };
  } finally {
    await client.end();
  }
}
