import { PAID_NO_ROOM_LABEL } from '#app/lib/admin/room-messages.ts';

/** A booking paid after its rooms were sold: nothing is booked and the guest is owed a refund. */
export function PaidNoRoomBadge() {
  return (
    <span className="inline-flex rounded-full border border-red-800 bg-red-50 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-red-900">
      {PAID_NO_ROOM_LABEL}
    </span>
  );
}
