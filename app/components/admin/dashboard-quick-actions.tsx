import { Link } from 'react-router';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import type { Permission } from '#app/lib/staff-roles.ts';
import { buttonClass } from './buttons.ts';

const actions = [
  { label: 'Add event', to: '/admin/events?new=1', permission: 'event:create' },
  { label: 'Add class', to: '/admin/classes?new=1', permission: 'class:create' },
  { label: 'New booking', to: '/admin/bookings?new=1', permission: 'booking:create' },
  { label: 'Write a blog post', to: '/admin/blogs?new=1', permission: 'blog:create' },
] as const satisfies readonly { label: string; to: string; permission: Permission }[];

/** The errands staff start most often, one click from the dashboard. */
export function DashboardQuickActions() {
  const can = useStaffCan();
  return (
    <section aria-labelledby="dashboard-actions" className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-sand-200">
      <h2 id="dashboard-actions" className="text-lg font-semibold text-forest-900">
        Quick actions
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {actions
          .filter((action) => can(action.permission))
          .map((action) => (
            <li key={action.to}>
              <Link to={action.to} className={buttonClass('secondary')}>
                {action.label}
              </Link>
            </li>
          ))}
        {can('booking:export') ? (
          <li>
            {/* A file download from a resource route: a plain link, not a client-side navigation. */}
            <a href="/admin/bookings/export.csv" className={buttonClass('secondary')}>
              Export bookings
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
