import { Banner } from '#app/components/ui/banner.tsx';
import type { MoveView } from '#app/lib/admin/move-booking.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { MoveEventForm } from './booking-move-event.tsx';
import { MoveStayForm } from './booking-move-stay.tsx';

/**
 * 'Move booking': another slot for a class, other nights, room type or adults for a stay, another start
 * for the retreat. Each choice is a GET the loader answers (so it works before the page hydrates); only
 * the last step posts, and the server decides what the booking becomes. `keep`: the list's address.
 */
export function BookingMoveDialog({
  data,
  keep,
  failure,
  onClose,
}: {
  data: MoveView;
  keep: [string, string][];
  /** Why the last confirmation was refused, shown where staff are looking. */
  failure: string | null;
  onClose: () => void;
}) {
  const { booking } = data;
  const stay = booking.kind === 'stay';
  const problem = failure ?? data.problem;
  return (
    <AdminDialog open onClose={onClose} title="Move booking">
      <div className="space-y-4">
        <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-sand-100 px-4 py-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold text-muted">Guest</dt>
          <dd>{booking.customerName}</dd>
          <dt className="font-semibold text-muted">Reference</dt>
          <dd className="font-mono">{booking.reference}</dd>
          <dt className="font-semibold text-muted">Now</dt>
          <dd>
            {booking.eventTitle},{' '}
            {stay || booking.kind === 'retreat' ? booking.selectedSlot : `${booking.eventDate} at ${booking.selectedSlot}`}
            {booking.details?.room ? ` (${booking.details.room.rooms} × ${booking.details.room.typeName})` : ''}
          </dd>
          <dt className="font-semibold text-muted">Price</dt>
          <dd>{booking.price}</dd>
        </dl>
        {problem ? <Banner tone="error">{problem}</Banner> : null}
        {booking.kind === 'event' ? <MoveEventForm data={data} keep={keep} /> : <MoveStayForm data={data} keep={keep} />}
        <button type="button" onClick={onClose} className="text-sm font-semibold text-forest-900 underline underline-offset-4">
          Cancel, keep the booking as it is
        </button>
      </div>
    </AdminDialog>
  );
}
