import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { confirmationCopy } from '#app/content/booking-confirmation.ts';
import type { GuestBookingView } from '#app/lib/guest-booking.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { inRouter } from '#tests/support/enhance-dom.tsx';
import { ManageBookingPage } from './manage-booking.tsx';

// The guest's booking page for a stay paid after its last room was sold (issue #15): it must not read as
// a confirmation.

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
  payment: { state: 'paid', amount: '₹3,420', paymentId: 'pay_1' },
  calendar: null,
  quote: { cancellable: true, outcome: 'refund-or-credit', terms: 'Terms.' },
  choice: { refundAmount: '₹1,710', creditAmount: '₹3,420', creditUntil: 'May 2, 2027' },
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
});
