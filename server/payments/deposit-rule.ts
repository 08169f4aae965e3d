import { eq } from 'drizzle-orm';
import { depositRulesOf } from '#app/content/editable/deposits.ts';
import { type DepositRule, NO_DEPOSIT } from '#app/lib/deposit.ts';
import { FIRST_RETREAT_SLUG } from '#app/lib/retreat-view.ts';
import { publishedContent } from '../content/reader.ts';
import type { Database } from '../db/client.ts';
import { type PaymentOrderDetails, retreats, services } from '../db/schema.ts';

// Which deposit rule a checkout is offered: a retreat's own (its row), the owner's rule for stays of at
// least some nights, or the owner's rule for events paid online (Site content, 'deposits'), or a therapy's service's own.

/** What a checkout offers a deposit on: an enrolment is priced at its deposit by its batch (server/learning/enrol.ts). */
type OfferedDetails = Exclude<PaymentOrderDetails, { kind: 'training' }>;

/** The rule in force now for what the order buys; no deposit when none applies. */
export async function depositRuleFor(db: Database, details: OfferedDetails): Promise<DepositRule> {
  if (details.kind === 'retreat') {
    const [row] = await db
      .select({ depositRule: retreats.depositRule })
      .from(retreats)
      .where(details.retreat ? eq(retreats.id, details.retreat.id) : eq(retreats.slug, FIRST_RETREAT_SLUG));
    return row?.depositRule ?? NO_DEPOSIT;
  }
  // A therapy's rule is its service's own, as a retreat's is its row's.
  if (details.kind === 'appointment') {
    const [row] = await db.select({ depositRule: services.depositRule }).from(services).where(eq(services.id, details.serviceId));
    return row?.depositRule ?? NO_DEPOSIT;
  }
  const rules = depositRulesOf(await publishedContent(db, 'deposits'));
  if (details.kind === 'event') return rules.events;
  return details.nights >= rules.stays.fromNights ? rules.stays.rule : NO_DEPOSIT;
}

/** The day the booking starts, from which the balance's due date is counted back. */
export function depositStartOf(details: OfferedDetails): string {
  if (details.kind === 'retreat') return details.startDate;
  if (details.kind === 'stay') return details.checkIn;
  return details.eventDate;
}
