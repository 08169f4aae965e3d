// Failure drills: production servers on a fresh PostgreSQL database each, the fake
// Razorpay and a real SMTP server, then (a) SIGKILL mid-burst, (b) PostgreSQL restarted under load,
// (c) SMTP down while guests book, (d) webhooks redelivered out of order. Each says what was lost,
// which must be nothing. (e) posts 100 MB bodies to every door that reads one: each is
// refused with 413 and the server's memory stays put. (f) cancels paid bookings while Razorpay's refund
// endpoint is down. (g) posts bodies shaped to make a parser work hard (many or repeated names, deep or
// wide JSON) to every public door while /healthz is watched. Run alone: `node scripts/bench/drills.ts [a] … [g]`.
import { bodiesDrill } from './drills/bodies.ts';
import { killDrill } from './drills/kill.ts';
import { postgresDrill } from './drills/postgres.ts';
import { refundDrill } from './drills/refunds.ts';
import { shapesDrill } from './drills/shapes.ts';
import { smtpDrill } from './drills/smtp.ts';
import { webhookDrill } from './drills/webhooks.ts';
import type { Figure, PartResult } from './report.ts';
import { partMet } from './report.ts';
import { build } from './server.ts';

const DRILLS = { a: killDrill, b: postgresDrill, c: smtpDrill, d: webhookDrill, e: bodiesDrill, f: refundDrill, g: shapesDrill } as const;
type DrillName = keyof typeof DRILLS;

export async function run(only: DrillName[] = []): Promise<PartResult> {
  const chosen = only.length ? only : (Object.keys(DRILLS) as DrillName[]);
  const figures: Figure[] = [];
  for (const name of chosen) {
    try {
      figures.push(...(await DRILLS[name]()));
    } catch (error) {
      // A drill that could not finish has not shown that nothing was lost.
      figures.push({
        name: `(${name}) drill finished`,
        value: String(error instanceof Error ? error.message : error),
        target: 'finishes',
        met: false,
      });
    }
  }
  return {
    part: 'drills',
    summary:
      `Drills ${chosen.join(', ')} on production servers, each with a fresh PostgreSQL database: (a) SIGKILL mid-burst of payment confirmations, ` +
      'restart, reconciliation; (b) PostgreSQL stopped for a few seconds under load; (c) SMTP down while guests book; (d) webhooks five times each, shuffled, concurrent; ' +
      '(e) a chunked 100 MB body to each door that reads one (on the embedded database); ' +
      "(f) Razorpay's refund endpoint down (and timing out after refunding) while guests cancel for a refund, then reconciliation and refund webhooks; " +
      '(g) 20 bodies shaped to make a parser work hard to each public door while /healthz is polled.',
    figures,
  };
}

if (import.meta.main) {
  const only = process.argv.slice(2).filter((arg): arg is DrillName => arg in DRILLS);
  build();
  const result = await run(only);
  console.log(`\n${result.summary}\n`);
  for (const figure of result.figures) {
    const mark = figure.met === undefined ? '      ' : figure.met ? 'met   ' : 'MISSED';
    console.log(`${mark} ${figure.name}: ${figure.value}${figure.target ? ` (target ${figure.target})` : ''}`);
  }
  process.exit(partMet(result) ? 0 : 1);
}
