// `npm run db:copy-to-postgres -- postgres://user:pass@host:5432/estate`: copies the embedded database of
// DATA_DIR (stop the app first: PGlite keeps its files open) into an empty PostgreSQL database, which is
// migrated first. Tables are copied parents before children, as JSON through json_populate_recordset, so
// every column keeps its type.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';

const target = process.argv[2];
if (!target?.startsWith('postgres')) {
  console.error('Usage: npm run db:copy-to-postgres -- postgres://user:pass@host:5432/database');
  process.exit(2);
}
const dataDir = path.join(process.env.DATA_DIR ?? './data', 'db');
const source = openDatabase({ dataDir });
const destination = openDatabase({ url: target });

type Row = Record<string, unknown>;
const rows = async (handle: typeof source, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;

try {
  await destination.migrate();
  const tables = (await rows(source, sql`select tablename as name from pg_tables where schemaname = 'public'`)).map((row) =>
    String(row.name),
  );
  const links = await rows(
    source,
    sql`select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  // Parents first, so foreign keys hold at every insert.
  const ordered: string[] = [];
  const visit = (table: string, seen = new Set<string>()) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const link of links) if (link.child === table && link.parent !== table) visit(String(link.parent), seen);
    ordered.push(table);
  };
  tables.forEach((table) => visit(table));

  for (const table of ordered) {
    const [{ count } = { count: 0 }] = await rows(destination, sql`select count(*)::int as count from ${sql.identifier(table)}`);
    if (Number(count) > 0) throw new Error(`${table} already has rows in the target database; copy into an empty one.`);
  }
  await destination.db.transaction(async (tx) => {
    for (const table of ordered) {
      const [{ data }] = (await rows(
        source,
        sql`select coalesce(json_agg(t), '[]'::json)::text as data from ${sql.identifier(table)} t`,
      )) as [{ data: string }];
      await tx.execute(
        sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${data}::json)`,
      );
      console.log(`${table}: ${JSON.parse(data).length} rows`);
    }
  });
  console.log('Copied. Point DATABASE_URL at the target and start the app.');
} finally {
  await source.close();
  await destination.close();
}
