import { useRouteLoaderData } from 'react-router';
import type { Permission } from '#app/lib/staff-roles.ts';

/** The back-office layout's route id: its loader sends the signed-in role's permissions. */
const LAYOUT_ROUTE = 'routes/admin/layout';

/**
 * Whether the signed-in staff member's role allows `permission`, for showing or hiding a control
 * (a delete or refund button). Only a convenience: every action checks the role on the server again.
 */
export function useStaffCan(): (permission: Permission) => boolean {
  const layout = useRouteLoaderData(LAYOUT_ROUTE) as { permissions?: Permission[] } | undefined;
  const granted = layout?.permissions ?? [];
  return (permission) => granted.includes(permission);
}
