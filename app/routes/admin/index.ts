import { redirect } from 'react-router';
import { can } from '#app/lib/staff-roles.ts';
import { readSession } from '#server/auth/guard.ts';
import { landingFor } from '#server/auth/return-path.ts';
import type { Route } from './+types/index.ts';

// The back-office opens on the day's work, the Dashboard one link away; an Editor, who keeps the words and
// photos only, opens on Site content. Without a session the screen itself sends the visitor to sign in.
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await readSession(request);
  return redirect(staff && !can(staff.role, 'today:view') ? landingFor(staff.role) : '/admin/today');
}
