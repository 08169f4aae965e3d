import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '#tests/support/sign-in.ts';
import { manageTarget, OVERSIZED_TARGETS, type OversizedTarget, postOversized } from '../support/oversized-post.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every door that reads a body caps it while reading (server/http/body.ts): a body sent without
// Content-Length, far beyond the cap, is answered 413 with a reason and the connection closed, without
// being read to the end or held in memory. The app runs in this thread, so what this thread holds is the
// server's. BODY_TEST_MB changes the size sent to each door (100 MB by default).
// database-independent: the HTTP layer's rules, the same on either database (CI runs it on the embedded one only).

const MB = 1024 * 1024;
const SIZE = Number(process.env.BODY_TEST_MB ?? 100) * MB;
const GROWTH_LIMIT = 64 * MB;

let app: TestApp;
let cookie: string;
let targets: OversizedTarget[];

beforeAll(async () => {
  app = await startTestApp({ env: { BOOKING_RATE_LIMIT: '1000' } });
  cookie = await signInAdmin(app);
  // The page of a booking reads the body once the link's signature holds; whether the booking exists is asked later.
  const { manageLink } = await import('#server/bookings/manage-link.ts');
  const link = await manageLink(crypto.randomUUID(), app.database.db);
  targets = [...OVERSIZED_TARGETS, manageTarget(new URL(link).pathname.split('/').at(-1)!)];
}, 240_000);

afterAll(async () => {
  await app?.close();
});

/**
 * What this thread holds: its JavaScript heap and the buffers outside it. The app runs in this thread,
 * so a body kept in memory shows here; the process's RSS would also count the other test threads' work.
 */
function held(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

/** The most this thread held while `work` runs, sampled every 10 ms. */
async function peakHeld<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = held();
  const sampler = setInterval(() => (peak = Math.max(peak, held())), 10);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, held()) };
  } finally {
    clearInterval(sampler);
  }
}

describe(`a chunked body of ${SIZE / MB} MB`, () => {
  it(
    'is answered 413 with a reason by every door, the connection closed, unread and not kept in memory',
    { timeout: 240_000 },
    async () => {
      const headersFor = (target: OversizedTarget) => ({ origin: app.publicUrl, ...(target.admin ? { cookie } : {}) });
      // Warm-up: each route module loaded and its first answer rendered once, before the baseline.
      for (const target of targets) await postOversized(app.url, target, 1024, headersFor(target));
      const send = async (target: OversizedTarget) => ({
        path: target.path.replace(/^\/booking\/.*/, '/booking/<token>'),
        ...(await postOversized(app.url, target, SIZE, headersFor(target))),
      });
      // The back-office's upload forms take up to 11 MB by design; reading that much leaves some 25 MB of
      // buffers to the garbage collector whatever the body's size, so they are sent after the measurement.
      const baseline = held();
      const { result: answers, peak } = await peakHeld(async () => {
        const answers = [];
        for (const target of targets.filter((target) => !target.admin)) answers.push(await send(target));
        return answers;
      });
      for (const target of targets.filter((target) => target.admin)) answers.push(await send(target));

      for (const answer of answers) {
        expect(answer.status, `${answer.path}: ${answer.body.slice(0, 200)}`).toBe(413);
        expect(answer.body, answer.path).toMatch(/too large|10 MB or smaller/i);
        expect(answer.connection, answer.path).toBe('close');
        // Reading stopped soon after the cap: what was sent is the cap, a bounded courtesy and the sockets' buffers.
        if (SIZE > 48 * MB) expect(answer.sent, answer.path).toBeLessThan(48 * MB);
      }
      expect(peak - baseline, `memory held grew from ${Math.round(baseline / MB)} to ${Math.round(peak / MB)} MB`).toBeLessThan(
        GROWTH_LIMIT,
      );
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    },
  );
});
