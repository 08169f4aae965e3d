import { describe, expect, it } from 'vitest';
import { contentDefinitions } from '#app/content/editable/index.ts';
import type { Database } from '../db/client.ts';
import { createContentReader } from './reader.ts';

// The embedded database has one connection: a read through the pool waits while a transaction holds it.
// A caller inside that transaction must not wait on the pool's read, or neither ever ends.

type Reader = Pick<Database, 'select'>;

/** A handle whose every query answers `rows` once `gate` opens. */
function handle(gate: Promise<void>, rows: unknown[] = []): Reader {
  const query = { from: () => query, where: () => gate.then(() => rows) };
  return { select: () => query } as unknown as Reader;
}

describe('the content reader', () => {
  it('lets a caller holding a transaction read through it while a read through the pool waits', async () => {
    const reader = createContentReader({ intervalMs: () => 1000 });
    let openPool!: () => void;
    const pool = handle(new Promise<void>((resolve) => (openPool = resolve)));
    const transaction = handle(Promise.resolve());

    const waiting = reader.published(pool, 'stay');
    // Before the fix this waited on the pool's read, which waits for the transaction: neither ended.
    await expect(reader.published(transaction, 'stay')).resolves.toEqual(contentDefinitions.stay.first);
    openPool();
    await expect(waiting).resolves.toEqual(contentDefinitions.stay.first);
  });

  it('shares a copy once it is read, whoever reads next', async () => {
    let reads = 0;
    const counted: Reader = {
      select: () => {
        reads += 1;
        const query = { from: () => query, where: () => Promise.resolve([]) };
        return query;
      },
    } as unknown as Reader;
    const reader = createContentReader({ intervalMs: () => 60_000 });
    await reader.published(counted, 'home');
    const after = reads;
    await reader.published(handle(Promise.resolve()), 'home');
    await reader.published(counted, 'home');
    expect(reads).toBe(after);
  });
});
