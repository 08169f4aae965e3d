import type { ReactNode } from 'react';
import type { CareSummary, FormStatus } from '#app/lib/care.ts';
import type { AppointmentStatus, BookingStatus, CareReview, MailState, RefundState } from '#app/lib/enums.ts';
import type { StaffRole } from '#app/lib/staff-roles.ts';

const colours = {
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  blue: 'bg-blue-100 text-blue-900',
  grey: 'bg-gray-100 text-gray-900',
  sand: 'bg-sand-100 text-forest-900',
} as const;
type Colour = keyof typeof colours;

/**
 * The states of each kind of record and their colours: done or fine green, refused or failed red,
 * waiting yellow. A completed booking is blue in a guest's own list of bookings, grey elsewhere.
 */
const badgeColours = {
  booking: { confirmed: 'green', cancelled: 'red', pending: 'yellow', completed: 'grey' },
  guestBooking: { confirmed: 'green', cancelled: 'red', pending: 'yellow', completed: 'blue' },
  mail: { queued: 'yellow', sent: 'green', failed: 'red' },
  refund: { pending: 'yellow', processed: 'green', failed: 'red' },
  enquiry: { new: 'yellow', handled: 'green' },
  post: { published: 'green', draft: 'grey' },
  member: { active: 'green', deactivated: 'red' },
  role: { owner: 'sand', 'front-desk': 'sand', editor: 'sand', practitioner: 'sand' },
  care: { flagged: 'red', missing: 'yellow', complete: 'blue', reviewed: 'green' },
  review: { reviewed: 'green', call: 'red', 'not-suitable': 'red' },
  form: { missing: 'yellow', draft: 'yellow', complete: 'blue' },
  appointment: { held: 'yellow', booked: 'blue', done: 'green', 'no-show': 'red', cancelled: 'grey' },
} as const satisfies {
  booking: Record<BookingStatus, Colour>;
  guestBooking: Record<BookingStatus, Colour>;
  mail: Record<MailState, Colour>;
  refund: Record<RefundState, Colour>;
  enquiry: Record<'new' | 'handled', Colour>;
  post: Record<'published' | 'draft', Colour>;
  member: Record<'active' | 'deactivated', Colour>;
  role: Record<StaffRole, Colour>;
  care: Record<CareSummary, Colour>;
  review: Record<CareReview, Colour>;
  form: Record<FormStatus, Colour>;
  appointment: Record<AppointmentStatus, Colour>;
};

type BadgeKind = keyof typeof badgeColours;

/** A record's state as a coloured pill: its label, or else the state itself, capitalised. */
export function Badge<Kind extends BadgeKind>({
  kind,
  status,
  children,
}: {
  kind: Kind;
  status: keyof (typeof badgeColours)[Kind] & string;
  children?: ReactNode;
}) {
  const colour = (badgeColours[kind] as Record<string, Colour>)[status] ?? 'grey';
  const label = children ?? status;
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${children ? '' : 'capitalize '}${colours[colour]}`}>
      {label}
    </span>
  );
}
