import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { confirmationCopy } from '#app/content/booking-confirmation.ts';
import type { GuestBookingView } from '#app/lib/guest-booking.ts';
import { PROMO_MESSAGES } from '#app/lib/promo.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { inRouter } from '#tests/support/enhance-dom.tsx';
import { ManageBookingPage } from './manage-booking.tsx';

// The guest's booking page for a stay paid after its last room was sold: it must not read as
// a confirmation; and for one paid late whose promo code had gone to another booking, what is due.

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const view = (paidWithoutRoom: boolean): GuestBookingView => ({
  reference: 'SKN-ROOM01',
  kind: 'stay',
  title: 'Stay',
  name: 'Noor',
  status: paidWithoutRoom ? 'pending' : 'confirmed',
  paidWithoutRoom,
  booked: {
    kind: 'stay',
    checkIn: '2027-02-01',
    checkOut: '2027-02-02',
    nights: 1,
    adults: 1,
    promoCode: null,
    room: paidWithoutRoom ? null : { typeName: 'Forest Single', rooms: 1 },
  },
  arrival: { when: ['Check-in is from 12:00 PM on your arrival day.'], bring: ['Photo ID'] },
  payment: { state: 'paid', amount: '₹3,420', paymentId: 'pay_1' },
  calendar: null,
  quote: { cancellable: true, outcome: 'refund-or-credit', terms: 'Terms.' },
  choice: { refundPercent: 50, refundAmount: '₹1,710', creditAmount: '₹3,420', creditUntil: 'May 2, 2027' },
  cancellation: null,
});

const page = (shown: GuestBookingView) =>
  text(renderToStaticMarkup(inRouter(<ManageBookingPage view={shown} error={null} />, '/booking/x')));

describe('the guest’s booking page and its rooms', () => {
  it('names the rooms of a confirmed stay', () => {
    const shown = page(view(false));
    expect(shown).toContain(confirmationCopy.headings.confirmed);
    expect(shown).toContain('Room Forest Single, 1 room');
  });

  it('says plainly that a stay paid without a room is not booked, and offers no cancelling', () => {
    const shown = page(view(true));
    expect(shown).toContain(ROOM_MESSAGES.paidWithoutRoom);
    expect(shown).toContain(confirmationCopy.paidWithoutRoom.status);
    expect(shown).not.toMatch(/confirmed/i);
    expect(shown).not.toContain('Cancel booking');
    expect(shown).not.toContain('Room ');
  });

  it('says what is still due when a late payment’s promo code had gone to another booking', () => {
    const due = { amount: '₹342', text: PROMO_MESSAGES.notApplied(34_200) };
    const shown = page({ ...view(false), payment: { state: 'paid', amount: '₹3,078', paymentId: 'pay_1', discount: null, due } });
    expect(shown).toContain(confirmationCopy.headings.confirmed);
    expect(shown).toContain(`${confirmationCopy.payment.paid.dueTerm} ₹342`);
    expect(shown).toContain(PROMO_MESSAGES.notApplied(34_200));
    expect(page(view(false))).not.toContain(confirmationCopy.payment.paid.dueTerm);
  });
});

describe('the guest’s booking page while it waits for the mailed link', () => {
  const unpaid = (shown: Partial<GuestBookingView>): GuestBookingView => ({
    ...view(false),
    status: 'pending',
    payment: { state: 'owed', amount: '₹21,250' },
    choice: null,
    ...shown,
  });

  it('asks the guest to follow the link by the time its place is held until', () => {
    const shown = page(unpaid({ awaitingLink: { until: '10:45 AM' } }));
    expect(shown).toContain(confirmationCopy.awaitingLink.heading);
    expect(shown).toContain(confirmationCopy.awaitingLink.status);
    expect(shown).toContain(confirmationCopy.awaitingLink.lead('Noor', '10:45 AM'));
    expect(shown).not.toContain(confirmationCopy.headings.pending);
  });

  it('says a lapsed one has released its place, and offers no cancelling', () => {
    const shown = page(unpaid({ status: 'cancelled', lapsed: true }));
    expect(shown).toContain(confirmationCopy.lapsed.heading);
    expect(shown).toContain(confirmationCopy.lapsed.lead('Noor'));
    expect(shown).not.toContain('Cancel booking');
  });
});
