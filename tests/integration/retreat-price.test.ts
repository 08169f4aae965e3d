import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RetreatBookingDialog } from '#app/components/payments/retreat-booking-dialog.tsx';
import { firstPolicyFigures, policyMessages } from '#app/content/cancellation-policy.ts';
import { retreatPackage } from '#app/content/retreat.ts';
import { addDays, todayIn } from '#app/lib/dates.ts';
import { formatRupees } from '#app/lib/money.ts';
import { findRetreat } from '#server/bookings/retreats.ts';
import { retreats } from '#server/db/schema.ts';
import { createDemoProvider } from '#server/provider/demo.ts';
import { openTestDatabase, type TestDatabase } from '#tests/support/database.ts';
import { TIME_ZONE } from '#tests/support/factories.ts';
import { startOpen } from '#tests/support/paid-orders.ts';

// The dialog a guest reads and the order the server charges take the retreat's price from the same
// figures: with the programme fee changed on the retreat's record (as the owner would change it), the
// dialog's per-person prices, its total and PAY button, and the order's amount all move together.

let database: TestDatabase;
const original = retreatPackage.programmeRupees;
let programmeRupees = original;
const provider = createDemoProvider({ secret: 'retreat-price-secret' });
const start = addDays(todayIn(TIME_ZONE), 30);

openTestDatabase((opened) => (database = opened));
afterEach(async () => {
  programmeRupees = original;
  await database.db.update(retreats).set({ programmeRupees: original }).where(eq(retreats.slug, 'package'));
});

/** The dialog as the retreat's page renders it, with the retreat its loader reads. */
async function dialogMarkup(): Promise<string> {
  const retreat = (await findRetreat(database.db, 'package'))!;
  return renderToStaticMarkup(
    createElement(RetreatBookingDialog, {
      startDates: { min: start, max: addDays(start, 365) },
      fullTermsFrom: start,
      shortNoticeWarning: policyMessages(firstPolicyFigures).shortNoticeBeforePaying,
      siteName: 'Sukoon',
      retreat,
    }),
  );
}

/** What the dialog's markup says a choice costs: the occupancy's per-person price (which its script multiplies by the guests), the default total and the PAY label. */
function dialogPrices(html: string) {
  const radios = html.match(/<input[^>]*name="occupancy"[^>]*>/g) ?? [];
  const perPerson = Object.fromEntries(
    radios.map((input) => [/value="(\w+)"/.exec(input)?.[1], Number(/data-per-person="(\d+)"/.exec(input)?.[1])]),
  );
  const total = /<span data-total[^>]*>([^<]+)<\/span>/.exec(html)?.[1];
  const pay = /data-pay[^>]*>([^<]+)<\/button>/.exec(html)?.[1];
  return { perPerson, total, pay };
}

async function serverCharges(occupancy: 'double' | 'single', guests: number): Promise<number> {
  const customer = {
    name: 'Asha Rao',
    email: `price.${occupancy}.${guests}.${programmeRupees}@example.org`,
    phone: '+919876543210',
  };
  const started = await startOpen(database.db, provider, { kind: 'retreat', occupancy, guests, startDate: start, customer });
  return started.amountPaise;
}

describe('the retreat’s price, on the dialog and on the server', () => {
  for (const programme of [original, original + 1_234]) {
    it(`agrees for every occupancy and guest count with a programme fee of ${programme} rupees`, async () => {
      programmeRupees = programme;
      await database.db.update(retreats).set({ programmeRupees: programme }).where(eq(retreats.slug, 'package'));
      const shown = dialogPrices(await dialogMarkup());

      for (const option of retreatPackage.occupancies) {
        const perPerson = shown.perPerson[option.id];
        expect(perPerson).toBe(programme + option.nightlyRupees * retreatPackage.nights);
        for (let guests = 1; guests <= option.maxGuests; guests += 1) {
          expect(await serverCharges(option.id, guests)).toBe(perPerson! * guests * 100);
        }
      }
      // The dialog opens on one guest in a double room.
      const opening = (await serverCharges('double', 1)) / 100;
      expect(shown.total).toBe(formatRupees(opening));
      expect(shown.pay).toBe(`PAY ${formatRupees(opening)}`);
    });
  }
});
