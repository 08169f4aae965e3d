import { useState } from 'react';
import { Form, NavLink, useLocation } from 'react-router';
import type { Permission } from '#app/lib/staff-roles.ts';

/** Each section with the permission its screen's loader asks for: a role sees only what it may open. */
export const adminSections = [
  { to: '/admin/today', label: 'Today', permission: 'today:view' },
  { to: '/admin/schedule', label: 'Schedule', permission: 'schedule:view' },
  { to: '/admin/care', label: 'Care', permission: 'health:view' },
  { to: '/admin/dashboard', label: 'Dashboard', permission: 'dashboard:view' },
  { to: '/admin/events', label: 'Events', permission: 'event:view' },
  { to: '/admin/classes', label: 'Classes', permission: 'class:view' },
  { to: '/admin/instructors', label: 'Instructors', permission: 'instructor:view' },
  { to: '/admin/users', label: 'Users', permission: 'guest:view' },
  { to: '/admin/bookings', label: 'Bookings', permission: 'booking:view' },
  { to: '/admin/rooms', label: 'Rooms', permission: 'room:view' },
  { to: '/admin/retreats', label: 'Retreats', permission: 'retreat:view' },
  { to: '/admin/therapies', label: 'Therapies', permission: 'therapies:manage' },
  { to: '/admin/promo-codes', label: 'Promo Codes', permission: 'promoCode:view' },
  { to: '/admin/blogs', label: 'Blogs', permission: 'blog:view' },
  { to: '/admin/content', label: 'Site content', permission: 'content:view' },
  { to: '/admin/media', label: 'Media library', permission: 'content:view' },
  { to: '/admin/gallery', label: 'Gallery', permission: 'gallery:view' },
  { to: '/admin/learning', label: 'Learning', permission: 'learning:view' },
  { to: '/admin/questionnaires', label: 'Questionnaires', permission: 'questionnaire:view' },
  { to: '/admin/enquiries', label: 'Enquiries', permission: 'enquiry:view' },
  { to: '/admin/mail', label: 'Mail', permission: 'mail:view' },
  { to: '/admin/newsletter', label: 'Newsletter', permission: 'newsletter:view' },
  { to: '/admin/reports', label: 'Reports', permission: 'report:view' },
  { to: '/admin/staff', label: 'Staff', permission: 'staff:view' },
] as const satisfies readonly { to: string; label: string; permission: Permission }[];

function Links({ permissions, onNavigate }: { permissions: readonly Permission[]; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {adminSections
        .filter((section) => permissions.includes(section.permission))
        .map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold tracking-wide ${
                  isActive ? 'bg-sand-50 text-forest-900' : 'text-sand-50 hover:bg-forest-700'
                }`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      <li>
        {/* A full page load after sign-out: nothing of the back-office stays in memory. */}
        <Form method="post" action="/admin/logout" reloadDocument>
          <button
            type="submit"
            className="flex min-h-11 w-full items-center rounded-lg px-4 text-left text-sm font-semibold tracking-wide text-gold-300 hover:bg-forest-700"
          >
            Logout
          </button>
        </Form>
      </li>
    </ul>
  );
}

interface AdminSidebarProps {
  siteName: string;
  email: string;
  roleLabel: string;
  permissions: readonly Permission[];
}

export function AdminSidebar({ siteName, email, roleLabel, permissions }: AdminSidebarProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A new page closes the menu, in the render that shows it rather than in an effect one render later.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  return (
    <header className="bg-forest-900 text-sand-50 print:hidden lg:fixed lg:inset-y-0 lg:left-0 lg:w-64 lg:overflow-y-auto">
      <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block lg:px-5 lg:py-6">
        <div>
          <p className="font-display text-xl font-semibold">{siteName}</p>
          <p className="text-xs tracking-[0.14em] text-gold-300 uppercase">Back-office</p>
        </div>
        <button
          type="button"
          className="min-h-11 rounded-lg border border-sand-50/40 px-4 text-sm font-semibold lg:hidden"
          aria-expanded={open}
          aria-controls="admin-menu"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Close menu' : 'Menu'}
        </button>
      </div>
      <nav id="admin-menu" aria-label="Back-office" className={`${open ? 'block' : 'hidden'} px-3 pb-4 lg:block`}>
        <Links permissions={permissions} onNavigate={() => setOpen(false)} />
        <p className="mt-6 truncate px-4 text-xs text-sand-200" title={email}>
          Signed in as {email}
        </p>
        <p className="px-4 text-xs text-sand-200">Role: {roleLabel}</p>
      </nav>
    </header>
  );
}
