import type { MoneyMovement } from '#server/admin/reports/money-movements.ts';

// A day at the estate as the accountant's guide shows it in Tally (docs/staff/samples/tally-day-book.xml):
// every kind of movement and of GST split once. Regenerate the sample after a change to the day book with
// `npx node scripts/tally-sample.ts`.

const ist = (local: string) => new Date(`${local}:00+05:30`);

export const sampleMovements: MoneyMovement[] = [
  {
    at: ist('2026-11-20T09:12'),
    kind: 'payment',
    bookingReference: 'SK7Q2M',
    guestName: 'Asha Menon',
    product: 'stay',
    title: 'River room, 2 nights',
    method: 'online',
    reference: 'pay_NhX2k9QfWm3L',
    amountPaise: 806_400,
    tax: { number: 'INV/2026-27/0041', taxablePaise: 720_000, cgstPaise: 43_200, sgstPaise: 43_200, igstPaise: 0 },
    staff: null,
  },
  {
    at: ist('2026-11-20T11:30'),
    kind: 'payment',
    bookingReference: 'RT4H8P',
    guestName: 'Daniel & Co <Travel>',
    product: 'retreat',
    title: '3-Day Rejuvenation Retreat',
    method: 'upi',
    reference: 'UPI-431108',
    amountPaise: 2_125_000,
    tax: { number: 'INV/2026-27/0042', taxablePaise: 1_800_847, cgstPaise: 0, sgstPaise: 0, igstPaise: 324_153 },
    staff: 'desk@sukoon-estate.in',
  },
  {
    at: ist('2026-11-20T16:05'),
    kind: 'payment',
    bookingReference: 'EV9C3D',
    guestName: 'Ravi Kumar',
    product: 'event',
    title: 'Sound bath',
    method: 'cash',
    reference: null,
    amountPaise: 100_000,
    tax: { number: 'INV/2026-27/0043', taxablePaise: 84_746, cgstPaise: 7_627, sgstPaise: 7_627, igstPaise: 0 },
    staff: 'desk@sukoon-estate.in',
  },
  {
    at: ist('2026-11-20T17:40'),
    kind: 'refund',
    bookingReference: 'SK7Q2M',
    guestName: 'Asha Menon',
    product: 'stay',
    title: 'River room, 2 nights',
    method: 'online',
    reference: 'rfnd_NhY81LpQ2a',
    amountPaise: -403_200,
    tax: { number: 'CN/2026-27/0007', taxablePaise: -360_000, cgstPaise: -21_600, sgstPaise: -21_600, igstPaise: 0 },
    staff: null,
  },
  {
    at: ist('2026-11-20T18:00'),
    kind: 'given-back',
    bookingReference: 'EV9C3D',
    guestName: 'Ravi Kumar',
    product: 'event',
    title: 'Sound bath',
    method: 'cash',
    reference: null,
    amountPaise: -25_000,
    tax: null,
    staff: 'desk@sukoon-estate.in',
  },
];
