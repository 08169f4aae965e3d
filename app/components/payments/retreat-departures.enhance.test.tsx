// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { firstPolicyFigures, policyMessages } from '#app/content/cancellation-policy.ts';
import { retreatPackage } from '#app/content/retreat.ts';
import { formatOrdinalDate } from '#app/lib/dates.ts';
import { formatRupees } from '#app/lib/money.ts';
import { retreatQuote } from '#app/lib/retreat-quote.ts';
import { RETREAT_MESSAGES, type RetreatDepartureView } from '#app/lib/retreat-view.ts';
import { $, mount, textOf } from '#tests/support/enhance-dom.tsx';
import { enhanceCheckout } from './checkout.enhance.ts';
import { checkoutDialogMarkup } from './checkout-dialog.contract.ts';
import { retreatDialogMarkup as markup, retreatFields } from './retreat-booking-dialog.contract.ts';
import { type DialogRetreat, RetreatBookingDialog } from './retreat-booking-dialog.tsx';

// A retreat with fixed departures: the dialog offers those in the booking window with a place left, in
// place of a start date; with none left it says so. Its figures are the retreat's own, and its form names
// the retreat so that the server prices that one.

const startDates = { min: '2026-11-24', max: '2028-05-23' };
const fullTermsFrom = '2026-12-10';
const departure = (id: string, startDate: string, placesLeft: number): RetreatDepartureView => ({ id, startDate, places: 8, placesLeft });
const silent: DialogRetreat = {
  ...retreatPackage,
  slug: 'silent',
  title: 'Silent Retreat',
  nights: 4,
  programmeRupees: 30000,
  departures: [
    departure('past', '2026-11-20', 8),
    departure('full', '2026-12-01', 0),
    departure('soon', '2026-12-05', 1),
    departure('later', '2027-01-15', 8),
  ],
};

function open(retreat: DialogRetreat) {
  mount(
    <RetreatBookingDialog
      startDates={startDates}
      fullTermsFrom={fullTermsFrom}
      shortNoticeWarning={policyMessages(firstPolicyFigures).shortNoticeBeforePaying}
      siteName="Sukoon Healing Estate"
      retreat={retreat}
    />,
  );
  return $<HTMLDialogElement>('dialog');
}

beforeAll(() => enhanceCheckout());

describe('the retreat dialog with fixed departures', () => {
  it('offers the departures with places left, names the retreat, and shows its own price', () => {
    const dialog = open(silent);
    const select = $<HTMLSelectElement>(`select[name="${retreatFields.startDate}"]`, dialog);
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['2026-12-05', `${formatOrdinalDate('2026-12-05')} · 1 place left`],
      ['2027-01-15', `${formatOrdinalDate('2027-01-15')} · 8 places left`],
    ]);
    expect($<HTMLInputElement>(`input[name="${retreatFields.retreat}"]`, dialog).value).toBe('silent');
    const total = formatRupees(retreatQuote('double', 1, silent).totalRupees);
    expect(total).toBe(formatRupees(30000 + 2500 * 4));
    expect(textOf($(markup.total.selector, dialog))).toBe(total);
    expect(textOf($(checkoutDialogMarkup.pay.selector, dialog))).toBe(`PAY ${total}`);
  });

  it('warns of a departure too near for a refund, and not of a later one', () => {
    const dialog = open(silent);
    const warning = $(markup.refundWindow.selector, dialog);
    expect(warning.hidden).toBe(false);
    const select = $<HTMLSelectElement>(`select[name="${retreatFields.startDate}"]`, dialog);
    select.value = '2027-01-15';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(warning.hidden).toBe(true);
  });

  it('says so when no departure has a place left', () => {
    const dialog = open({ ...silent, departures: [departure('full', '2026-12-01', 0)] });
    expect(dialog.querySelector(`[name="${retreatFields.startDate}"]`)).toBeNull();
    expect(textOf(dialog)).toContain(RETREAT_MESSAGES.noDepartures);
  });
});
