import { type Database, openDatabase } from '#server/db/client.ts';
import { freshDatabase } from './postgres.ts';
import { type RunningServer, startServer } from './server.ts';

// What every race stands on: a fresh PostgreSQL database, two production servers sharing it, and a
// connection of the bench's own to arrange the race and count what it left; all torn down afterwards.

export interface TwoServers {
  servers: RunningServer[];
  db: Database;
}

export async function onTwoServers<T>(
  label: string,
  databaseUrl: string,
  env: Record<string, string>,
  race: (setup: TwoServers) => Promise<T>,
): Promise<T> {
  const database = await freshDatabase(label, databaseUrl);
  const servers: RunningServer[] = [];
  try {
    // The bench's guests all come from this machine: neither per-client limit may answer for the thing measured.
    const serverEnv = {
      DATABASE_URL: database.url,
      BOOKING_RATE_LIMIT: '1000000',
      UNCONFIRMED_HOLD_LIMIT: '1000000',
      SEED: 'never',
      ...env,
    };
    // One after the other: the first one's start-up migrates the new database.
    servers.push(await startServer(serverEnv));
    servers.push(await startServer(serverEnv));
    const handle = openDatabase({ url: database.url });
    try {
      return await race({ servers, db: handle.db });
    } finally {
      await handle.close();
    }
  } finally {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await database.drop();
  }
}
