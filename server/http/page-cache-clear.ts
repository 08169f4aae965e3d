import { singleton } from '../singleton.ts';

// What tells the page cache (page-cache.ts) that a shared page may show something else now. The writes
// that change what a public page shows (a seat taken or freed, a staff save) call clearPageCache; any
// other request, however many, leaves the cache alone. A small module of its own, so that the server
// functions calling it do not pull the cache's HTTP code into the server build.

// One count for both copies of the server code: the HTTP server's, which keeps the cache, and the
// server build's, where the writes happen (see singleton.ts).
const writes = singleton('page-cache-writes', () => ({ generation: 0 }));

/** A write changed what a public page shows: pages rendered before it are not served again. */
export function clearPageCache(): void {
  writes.generation += 1;
}

/** How many times the cache has been cleared: pages rendered under another count are stale. */
export function pageCacheGeneration(): number {
  return writes.generation;
}
