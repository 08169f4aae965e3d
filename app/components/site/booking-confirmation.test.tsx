import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GuestBookingView } from '#app/lib/guest-booking.ts';
import { PaymentCard, WhatYouBooked } from './booking-confirmation.tsx';

// What the confirmation page says for each kind and payment; the browser suite opens a paid retreat and a
// calendar session, so the rest is checked here.

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The card's text, and its list of facts read term by term, as a guest pairs them. */
function booked(booked: GuestBookingView['booked'], title = 'Stay') {
  const view = { title, name: 'Lena', booked } as GuestBookingView;
  const html = renderToStaticMarkup(<WhatYouBooked view={view} />);
  const facts = [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, term, value]) => [term!, text(value!).trim()]);
  return { text: text(html), facts: Object.fromEntries(facts) as Record<string, string> };
}

describe('the booking confirmation', () => {
  it('shows a stay’s dates, nights, adults, rooms and the promo code', () => {
    const shown = booked({
      kind: 'stay',
      checkIn: '2027-02-01',
      checkOut: '2027-02-04',
      nights: 3,
      adults: 1,
      promoCode: 'MONSOON',
      room: { typeName: 'Forest Single', rooms: 1 },
    });
    expect(shown.facts).toEqual({
      'Check-in': 'Monday, February 1, 2027',
      'Check-out': 'Thursday, February 4, 2027',
      Nights: '3 nights',
      Adults: '1 adult',
      Room: 'Forest Single, 1 room',
      'Promo code': 'MONSOON',
      Name: 'Lena',
    });
    expect(shown.text).not.toContain('does not change the price');
  });

  it('leaves out what an older booking does not hold', () => {
    const shown = booked({ kind: 'retreat', startDate: '2027-01-10', endDate: null, occupancy: null, guests: null, room: null }, 'Retreat');
    expect(shown.text).toContain('Starts Sunday, January 10, 2027');
    for (const term of ['Ends', 'Occupancy', 'Guests', 'Room']) expect(shown.text).not.toContain(term);
  });

  it('says what an unpaid retreat owes, and that nothing was charged once it is cancelled', () => {
    const owed = text(renderToStaticMarkup(<PaymentCard payment={{ state: 'owed', amount: '₹1,234' }} status="pending" />));
    expect(owed).toContain('To pay ₹1,234');
    expect(owed).toContain('We will contact you to confirm your booking and arrange payment.');
    expect(owed).not.toContain('Paid');
    const cancelled = text(renderToStaticMarkup(<PaymentCard payment={{ state: 'owed', amount: '₹1,234' }} status="cancelled" />));
    expect(cancelled).toContain('Nothing was charged for this booking.');
  });

  it('tells a confirmed calendar session to pay at the estate, and shows a paid one’s payment id', () => {
    const session = text(renderToStaticMarkup(<PaymentCard payment={{ state: 'at-estate', amount: '₹500' }} status="confirmed" />));
    expect(session).toContain('Price, paid at the estate ₹500');
    expect(session).toContain('Please pay for your session at the estate, before it begins.');
    const paid = text(
      renderToStaticMarkup(<PaymentCard payment={{ state: 'paid', amount: '₹30,780', paymentId: 'pay_123' }} status="confirmed" />),
    );
    expect(paid).toContain('Paid online ₹30,780 Payment ID pay_123');
    const discounted = text(
      renderToStaticMarkup(
        <PaymentCard
          payment={{ state: 'paid', amount: '₹27,702', paymentId: 'pay_124', discount: 'Promo SPRING10: −Rs 3,078' }}
          status="confirmed"
        />,
      ),
    );
    expect(discounted).toContain('Paid online ₹27,702 Promo SPRING10: −Rs 3,078');
  });
});
