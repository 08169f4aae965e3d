import { redirect } from 'react-router';
import { ERASURE_MESSAGES } from '#app/lib/admin/erasure-messages.ts';
import { GUEST_MESSAGES } from '#app/lib/admin/guest-messages.ts';
import { guestEraseSchema } from '#app/lib/schemas/admin/guest-erase.ts';
import { confirmErasure } from '#server/care/erasure.ts';
import { db } from '#server/db/index.ts';
import { adminAction } from './+shared/admin-action.ts';
import type { Route } from './+types/guest-erase.ts';

// The owner confirms a guest's erasure request from the guest's profile; the profile is shown again after.

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/admin/guests/${encodeURIComponent(params.id)}`);
}

export function action({ request, params }: Route.ActionArgs) {
  return adminAction(request, {
    permission: 'guest:erase',
    schema: guestEraseSchema,
    messages: { failed: ERASURE_MESSAGES.failed, notFound: GUEST_MESSAGES.notFound },
    run: async (value, { staff }) => {
      // The form names the profile it was shown on; another id is a stale or forged form.
      if (value.id !== params.id) return null;
      const done = await confirmErasure(db(), staff, value.id);
      // The profile says it was done (its loader reads the mark), and a reload posts nothing again.
      return done && redirect(`/admin/guests/${value.id}?erased=1`, 303);
    },
  });
}
