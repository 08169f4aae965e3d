import { RETREAT_ADMIN_MESSAGES } from '#app/lib/admin/retreat-messages.ts';
import { findRetreatById, listAllRetreats } from '#server/bookings/retreats-admin.ts';
import { db } from '#server/db/index.ts';
import { adminLoader, loadEditing } from './admin-loader.ts';

// The Retreats screen's loader: every retreat with its departures, and the one of ?edit= with its
// history; a missing one says so in the banner rather than failing the page.

export function loadRetreatsScreen(request: Request) {
  return adminLoader(request, {
    permission: 'retreat:view',
    failed: RETREAT_ADMIN_MESSAGES.fetchFailed,
    load: async ({ params }) => {
      const [retreats, editing] = await Promise.all([
        listAllRetreats(db()),
        loadEditing(params, findRetreatById, 'retreat', `${RETREAT_ADMIN_MESSAGES.fetchFailed}: ${RETREAT_ADMIN_MESSAGES.notFound}`),
      ]);
      return { creating: params.get('new') === '1', retreats, ...editing };
    },
    empty: ({ params }) => ({ creating: params.get('new') === '1', retreats: null, editing: null, history: [] }),
  });
}
