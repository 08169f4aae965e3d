import { Link } from 'react-router';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import type { Permission } from '#app/lib/staff-roles.ts';
import { buttonClass } from './buttons.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

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
    <DashboardPanel id="dashboard-actions" title="Quick actions">
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
    </DashboardPanel>
  );
}
