import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BookingView } from '#app/lib/admin/booking-view.ts';
import { DISCOUNT_NOT_APPLIED_MESSAGES } from '#app/lib/admin/promo-messages.ts';
import { PAID_NO_ROOM_LABEL } from '#app/lib/admin/room-messages.ts';
import type { OccupancyGrid } from '#app/lib/admin/rooms-view.ts';
import { OVERDUE_LABEL } from '#app/lib/balance-due.ts';
import { BookingTable } from './booking-table.tsx';
import { OccupancyGridSection } from './occupancy-grid.tsx';

function render(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/admin/rooms', Component: () => element }]);
  // React marks the seams between text pieces with empty comments; the words are what is checked.
  return renderToString(<Stub initialEntries={['/admin/rooms']} />).replaceAll('<!-- -->', '');
}

const grid: OccupancyGrid = {
  from: '2026-12-12',
  previous: '2026-11-12',
  next: '2026-12-15',
  nights: ['2026-12-12', '2026-12-13', '2026-12-14'],
  rows: [
    {
      typeId: 't1',
      typeName: 'River Cottage',
      active: true,
      cells: [
        { night: '2026-12-12', taken: 4, total: 4, closed: false },
        { night: '2026-12-13', taken: 1, total: 4, closed: false },
        { night: '2026-12-14', taken: 0, total: 4, closed: true },
      ],
      units: [
        {
          unitId: 'u1',
          name: 'River Cottage 1',
          cells: [
            { night: '2026-12-12', guest: { bookingId: 'b1', reference: 'SKN-AAAA', customerName: 'Asha Rao' }, closed: false },
            { night: '2026-12-13', guest: null, closed: false },
            { night: '2026-12-14', guest: null, closed: true },
          ],
        },
      ],
    },
  ],
};

describe('OccupancyGridSection', () => {
  it('shows each unit under its type, with who sleeps there each night', () => {
    const html = render(<OccupancyGridSection grid={grid} today="2026-12-12" day="2026-12-12" />);
    expect(html).toContain('River Cottage 1');
    expect(html).toContain('Asha Rao');
    expect(html).toContain('River Cottage 1, night of 13 December 2026: free');
  });

  it('says in words what the colours show: taken / total, Full, Closed, and links each night to its bookings', () => {
    const html = render(<OccupancyGridSection grid={grid} today="2026-12-12" day="2026-12-12" />);
    expect(html).toContain('4 / 4');
    expect(html).toContain('>Full<');
    expect(html).toContain('1 / 4');
    expect(html).toContain('>Closed<');
    expect(html).toContain('River Cottage, night of 13 December 2026: ');
    expect(html).toContain('href="/admin/rooms?from=2026-12-12&amp;night=2026-12-13#night-bookings"');
    expect(html).toContain('href="/admin/rooms?from=2026-12-15"');
    expect(html).toContain('href="/admin/rooms?from=2026-11-12"');
  });
});

describe('BookingTable', () => {
  it('marks a booking paid with no room', () => {
    const booking: BookingView = {
      id: '1f0e7f9e-2b9b-4c55-9a43-5f1f3f1d2a10',
      reference: 'SKN-7K3Q9P',
      eventId: null,
      eventTitle: 'Stay',
      eventDate: '2026-12-12',
      selectedSlot: '2026-12-12 to 2026-12-14',
      price: 'Rs 13680.00',
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.org',
      customerPhone: '+91 98765 43210',
      status: 'pending',
      kind: 'stay',
      notes: null,
      paymentId: 'pay_1',
      orderId: 'order_1',
      cancellation: null,
      paidWithoutRoom: true,
      discountNotApplied: false,
      duePaise: 0,
      refundDuePaise: 0,
      balanceDueOn: null,
      balanceOverdue: false,
      createdAt: '2026-11-20T06:00:00.000Z',
      updatedAt: '2026-11-20T06:00:00.000Z',
    };
    const table = (paidWithoutRoom: boolean) => render(<BookingTable rows={[{ ...booking, paidWithoutRoom }]} hrefWith={() => '?'} />);
    expect(table(true)).toContain(PAID_NO_ROOM_LABEL);
    expect(table(false)).not.toContain(PAID_NO_ROOM_LABEL);
    // A booking paid late whose promo code had gone to another is marked too: its discount is due.
    const late = render(
      <BookingTable rows={[{ ...booking, paidWithoutRoom: false, discountNotApplied: true, duePaise: 13_680 }]} hrefWith={() => '?'} />,
    );
    expect(late).toContain(DISCOUNT_NOT_APPLIED_MESSAGES.label);
    expect(table(true)).not.toContain(DISCOUNT_NOT_APPLIED_MESSAGES.label);
    // A balance not paid by its date is flagged, for staff to chase.
    const overdue = render(<BookingTable rows={[{ ...booking, paidWithoutRoom: false, balanceOverdue: true }]} hrefWith={() => '?'} />);
    expect(overdue).toContain(OVERDUE_LABEL);
    expect(table(false)).not.toContain(OVERDUE_LABEL);
  });
});
