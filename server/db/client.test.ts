import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPool } from './client.ts';

/**
 * Stands in for a connection to PostgreSQL, as far as the pool sees one: it connects, and when the
 * server goes away it stops being queryable and emits 'error' (what pg's Client does on a restart).
 */
class FakeConnection extends EventEmitter {
  static made: FakeConnection[] = [];
  _queryable = true;
  _ending = false;

  constructor() {
    super();
    FakeConnection.made.push(this);
  }

  connect(callback: (error?: Error) => void) {
    setImmediate(() => callback());
  }

  serverWentAway() {
    this._queryable = false;
    this.emit('error', new Error('terminating connection due to administrator command'));
  }

  end(callback?: () => void) {
    this._ending = true;
    setImmediate(() => callback?.());
  }
}

describe('createPool', () => {
  it('survives a connection that breaks while checked out, and replaces it', async () => {
    FakeConnection.made = [];
    const pool = createPool({ Client: FakeConnection as unknown as new () => pg.ClientBase });
    const client = await pool.connect();

    // Inside a transaction between two queries, PostgreSQL restarts: without a listener this throws and ends the process.
    expect(() => FakeConnection.made[0]!.serverWentAway()).not.toThrow();
    client.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(pool.totalCount).toBe(0);

    const next = await pool.connect();
    expect(FakeConnection.made).toHaveLength(2);
    expect(next).toBe(FakeConnection.made[1]);
    next.release();
    await pool.end();
  });
});
