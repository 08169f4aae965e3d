import { Link } from 'react-router';
import type { DashboardCounts } from '#app/lib/admin/dashboard-view.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import type { Permission } from '#app/lib/staff-roles.ts';

const cards = [
  { key: 'events', label: 'Events', to: '/admin/events', permission: 'event:view' },
  { key: 'classes', label: 'Classes', to: '/admin/classes', permission: 'class:view' },
  { key: 'blogs', label: 'Blogs', to: '/admin/blogs', permission: 'blog:view' },
  { key: 'bookings', label: 'Bookings', to: '/admin/bookings', permission: 'booking:view' },
  { key: 'guests', label: 'Guests', to: '/admin/users', permission: 'guest:view' },
  { key: 'newEnquiries', label: 'New enquiries', to: '/admin/enquiries', permission: 'enquiry:view' },
  { key: 'failedMail', label: 'Failed mail', to: '/admin/mail', permission: 'mail:view' },
] as const satisfies readonly { key: string; label: string; to: string; permission: Permission }[];

const number = new Intl.NumberFormat('en-IN');

/** One card per section, its count and a link to it. */
export function DashboardCards({ counts }: { counts: DashboardCounts }) {
  const can = useStaffCan();
  return (
    <section aria-labelledby="dashboard-counts">
      <h2 id="dashboard-counts" className="sr-only">
        Counts
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7">
        {cards
          .filter((card) => can(card.permission))
          .map((card) => (
            <li key={card.key}>
              <Link
                to={card.to}
                className="flex min-h-28 flex-col justify-between rounded-2xl bg-white p-4 shadow-xs ring-1 ring-sand-200 hover:ring-2 hover:ring-forest-600 focus-visible:ring-2 focus-visible:ring-forest-600"
              >
                <span className="text-xs font-bold tracking-[0.12em] text-muted uppercase">{card.label}</span>{' '}
                <span className="text-3xl font-semibold text-forest-900 tabular-nums">{number.format(counts[card.key])}</span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
