// Drill (e): a chunked body of 100 MB (BENCH_BODY_MB) posted to every door that reads one, in turn,
// three times over, to a production server: each must answer 413 and close the connection without reading the body to its
// end, the server's resident memory must not grow by 64 MB or more, and /healthz must still answer.
import crypto from 'node:crypto';
import { deriveManageKey, signManageToken } from '#server/bookings/manage-link.ts';
import {
  manageTarget,
  OVERSIZED_TARGETS,
  type OversizedAnswer,
  type OversizedTarget,
  postOversized,
} from '#tests/support/oversized-post.ts';
import { exactly, type Figure, reported } from '../report.ts';
import { startProductionServer } from '../server.ts';
import { describeTally, memoryOf, resetPeak, tally } from './support.ts';

const MB = 1024 * 1024;
const GROWTH_TARGET_MB = 64;
/** Each door is posted to this many times, to show that nothing piles up from one round to the next. */
const ROUNDS = 3;
const ADMIN = { email: 'drill-admin@example.org', password: 'drill admin password' };

export async function bodiesDrill(): Promise<Figure[]> {
  const size = Number(process.env.BENCH_BODY_MB ?? 100) * MB;
  const secret = crypto.randomBytes(32).toString('hex');
  const server = await startProductionServer({ AUTH_SECRET: secret, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  try {
    const origin = { origin: server.url };
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { ...origin, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    // Any booking id signed with the server's key reaches the page's form reading.
    const targets = [...OVERSIZED_TARGETS, manageTarget(signManageToken(crypto.randomUUID(), deriveManageKey(secret)))];
    const headersFor = (admin?: boolean) => ({ ...origin, ...(admin ? { cookie } : {}) });

    // Warm-up with small bodies: every route module loaded and rendered once before the baseline.
    for (const target of targets) await postOversized(server.url, target, 1024, headersFor(target.admin));
    const pid = server.pid();
    const peakKept = resetPeak(pid);
    const before = memoryOf(pid);
    // Sampled as well, in case the kernel keeps no peak for us.
    let sampled = before.rss;
    const sampler = setInterval(() => (sampled = Math.max(sampled, memoryOf(pid).rss)), 20);
    const answers: (OversizedAnswer & { path: string })[] = [];
    const post = async (target: OversizedTarget) => {
      const path = target.path.startsWith('/booking/') ? '/booking/<token>' : target.path;
      answers.push({ path, ...(await postOversized(server.url, target, size, headersFor(target.admin))) });
    };
    // The back-office's upload forms take up to 11 MB by design, and reading that much leaves ~25 MB
    // of buffers for the garbage collector whatever the body's size: measured apart, after the target.
    const measured = targets.filter((target) => !target.admin);
    let firstRound = before.rss;
    const started = Date.now();
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const target of measured) await post(target);
        if (round === 1) firstRound = memoryOf(pid).rss;
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (Date.now() - started) / 1000;
    const after = memoryOf(pid);
    for (const target of targets.filter((target) => target.admin)) await post(target);
    const afterUploads = memoryOf(pid).rss;
    const health = await fetch(`${server.url}/healthz`).then(
      (response) => response.status,
      () => 0,
    );

    const peak = Math.max(sampled, after.rss, peakKept ? after.peak : 0);
    const growthMb = Math.round(((peak - before.rss) / MB) * 10) / 10;
    const not413 = answers.filter((answer) => answer.status !== 413);
    const kept = answers.filter((answer) => answer.connection !== 'close');
    return [
      reported(
        '(e) bodies: doors, rounds, chunked body each time',
        `${measured.length}, ${ROUNDS}, ${size / MB} MB; then the ${targets.length - measured.length} upload form(s) once`,
      ),
      reported('(e) bodies: answers', describeTally(tally(answers.map((answer) => answer.status)))),
      reported(
        '(e) bodies: most sent to one door before its answer',
        `${Math.round(Math.max(...answers.map((answer) => answer.sent)) / MB)} MB`,
      ),
      reported('(e) bodies: time for the rounds', `${seconds.toFixed(1)} s`),
      reported(
        '(e) bodies: server RSS before, after round 1, after all rounds, peak',
        [before.rss, firstRound, after.rss, peak].map((bytes) => Math.round(bytes / MB)).join(', ') + ' MB',
      ),
      reported(
        '(e) bodies: server RSS growth after the upload form(s) too',
        `${Math.round(((afterUploads - before.rss) / MB) * 10) / 10} MB`,
      ),
      exactly(
        `(e) bodies: doors not answering 413${not413.length ? ` (${not413.map((answer) => `${answer.path} ${answer.status}${answer.status === 'reset' ? ` ${answer.body} after ${Math.round(answer.sent / MB)} MB` : ''}`).join(', ')})` : ''}`,
        not413.length,
        0,
      ),
      exactly('(e) bodies: 413 answers leaving the connection open', kept.length, 0),
      {
        name: '(e) bodies: server RSS growth over the rounds (peak over before)',
        value: `${growthMb} MB`,
        target: `< ${GROWTH_TARGET_MB} MB`,
        met: growthMb < GROWTH_TARGET_MB,
      },
      exactly('(e) bodies: /healthz not answering 200 afterwards', health === 200 ? 0 : 1, 0),
    ];
  } finally {
    await server.stopAll();
  }
}
