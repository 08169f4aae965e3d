import { useEffect } from 'react';
import { Outlet, useRevalidator } from 'react-router';
import { AdminSidebar } from '#app/components/admin/sidebar.tsx';
import { hydrate } from '#app/lib/hydration.ts';
import { isStaffRole, permissionsOf, staffRoleLabels } from '#app/lib/staff-roles.ts';
import { useSite } from '#app/lib/use-site.ts';
import { requireStaff } from '#server/auth/guard.ts';
import type { Route } from './+types/layout.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireStaff(request);
  // What the role may open and do: the sidebar and each screen's buttons follow it (the server checks again).
  return {
    admin: { email: admin.email, name: admin.name, roleLabel: isStaffRole(admin.role) ? staffRoleLabels[admin.role] : admin.role },
    permissions: permissionsOf(admin.role),
  };
}

// Signing out in another tab, or a session that expired, shows on return to this one.
function useSessionFollowsFocus() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [revalidator]);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  useSessionFollowsFocus();
  return (
    <div className="min-h-screen bg-sand-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <AdminSidebar
        siteName={site.name}
        email={loaderData.admin.email}
        roleLabel={loaderData.admin.roleLabel}
        permissions={loaderData.permissions}
      />
      <main id="admin-main" className="px-4 py-6 sm:px-6 lg:ml-64 lg:px-10 lg:py-10 print:ml-0 print:p-0">
        <Outlet />
      </main>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

// Its forms and dialogs need React in the browser.
export const handle = hydrate;
