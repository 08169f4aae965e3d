// Drill (g): bodies inside every byte cap but shaped to make a parser work hard (one name repeated
// thousands of times, thousands of names, JSON nested or spread wide), 20 to each public door, while
// /healthz is asked every 20 ms. Every answer must be a refusal (4xx, never 429: each post comes from
// an address of its own), each within 100 ms; /healthz must never wait 200 ms; resident memory must not
// grow by 64 MB.
import crypto from 'node:crypto';
import { deriveManageKey, signManageToken } from '#server/bookings/manage-link.ts';
import { HOSTILE_SHAPES, hostileShape, largestCount, PUBLIC_DOORS } from '#tests/support/hostile-shapes.ts';
import { manageTarget } from '#tests/support/oversized-post.ts';
import { atMost, exactly, type Figure, reported } from '../report.ts';
import { startProductionServer } from '../server.ts';
import { describeTally, memoryOf, resetPeak, tally } from './support.ts';

const MB = 1024 * 1024;
const BODIES_PER_DOOR = 20;
const ANSWER_TARGET_MS = 100;
const HEALTH_TARGET_MS = 200;
const GROWTH_TARGET_MB = 64;

/** The i-th body of a door: the shapes in turn, from a quarter of what fits the door's cap to all of it. */
function bodyFor(door: (typeof PUBLIC_DOORS)[number], i: number) {
  const shape = HOSTILE_SHAPES[i % HOSTILE_SHAPES.length]!;
  const share = 0.25 + (0.75 * Math.floor(i / HOSTILE_SHAPES.length)) / Math.max(1, Math.ceil(BODIES_PER_DOOR / HOSTILE_SHAPES.length) - 1);
  return { shape, ...hostileShape(shape, Math.floor(largestCount(shape, door) * Math.min(1, share))) };
}

export async function shapesDrill(): Promise<Figure[]> {
  const secret = crypto.randomBytes(32).toString('hex');
  const server = await startProductionServer({ AUTH_SECRET: secret });
  let polling = true;
  try {
    const doors = [...PUBLIC_DOORS, manageTarget(signManageToken(crypto.randomUUID(), deriveManageKey(secret)))];
    let client = 0;
    const post = async (door: (typeof doors)[number], body: string, contentType: string) => {
      client += 1;
      const started = performance.now();
      const status = await fetch(`${server.url}${door.path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: server.url, 'content-type': contentType, 'x-forwarded-for': `2001:db8:5:${client.toString(16)}::1` },
        body,
      }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 'reset' as const,
      );
      return { status, ms: performance.now() - started };
    };
    // Every route module loaded, and the heap's young generation grown to the size any server that has
    // read a few forms runs at, before the baseline: one body of each shape to each door. What is then
    // measured is what twenty more add, which is what a server would keep if it kept anything.
    for (const door of doors) {
      await post(door, 'a=1', 'application/x-www-form-urlencoded');
      for (let i = 0; i < HOSTILE_SHAPES.length; i += 1) {
        const { body, contentType } = bodyFor(door, i);
        await post(door, body, contentType);
      }
    }

    const pid = server.pid();
    const peakKept = resetPeak(pid);
    const before = memoryOf(pid);
    let sampled = before.rss;
    const health: number[] = [];
    const poller = (async () => {
      while (polling) {
        const started = performance.now();
        await fetch(`${server.url}/healthz`).then(
          (response) => response.arrayBuffer(),
          () => undefined,
        );
        health.push(performance.now() - started);
        sampled = Math.max(sampled, memoryOf(pid).rss);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    const answers: { door: string; shape: string; status: number | 'reset'; ms: number }[] = [];
    for (const door of doors) {
      for (let i = 0; i < BODIES_PER_DOOR; i += 1) {
        const { shape, body, contentType } = bodyFor(door, i);
        const path = door.path.startsWith('/booking/') ? '/booking/<token>' : door.path;
        answers.push({ door: path, shape, ...(await post(door, body, contentType)) });
      }
    }
    polling = false;
    await poller;
    const after = memoryOf(pid);
    const peak = Math.max(sampled, after.rss, peakKept ? after.peak : 0);
    const growthMb = Math.round(((peak - before.rss) / MB) * 10) / 10;
    const accepted = answers.filter(
      (answer) => typeof answer.status !== 'number' || answer.status < 400 || answer.status >= 500 || answer.status === 429,
    );
    const slowest = answers.reduce((worst, answer) => (answer.ms > worst.ms ? answer : worst), answers[0]!);
    return [
      reported('(g) shapes: doors × bodies', `${doors.length} × ${BODIES_PER_DOOR}, shapes ${HOSTILE_SHAPES.join(', ')}`),
      reported('(g) shapes: answers', describeTally(tally(answers.map((answer) => answer.status)))),
      exactly(
        `(g) shapes: answers not a refusal (4xx other than 429)${accepted.length ? ` (${accepted.map((answer) => `${answer.door} ${answer.shape} ${answer.status}`).join(', ')})` : ''}`,
        accepted.length,
        0,
      ),
      atMost(`(g) shapes: slowest answer (${slowest.door}, ${slowest.shape})`, Math.round(slowest.ms), ANSWER_TARGET_MS, ' ms'),
      reported(
        '(g) shapes: server RSS before, after, peak',
        [before.rss, after.rss, peak].map((bytes) => Math.round(bytes / MB)).join(', ') + ' MB',
      ),
      reported('(g) shapes: /healthz asked', health.length),
      atMost('(g) shapes: slowest /healthz meanwhile', Math.round(Math.max(0, ...health)), HEALTH_TARGET_MS, ' ms'),
      {
        name: '(g) shapes: server RSS growth (peak over before)',
        value: `${growthMb} MB`,
        target: `< ${GROWTH_TARGET_MB} MB`,
        met: growthMb < GROWTH_TARGET_MB,
      },
    ];
  } finally {
    polling = false;
    await server.stopAll();
  }
}
