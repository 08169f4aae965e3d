import { data, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CareAnswers } from '#app/components/admin/care-answers.tsx';
import { GuestAccessLog } from '#app/components/admin/guest-care.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { useStaffCan } from '#app/lib/admin/use-staff-can.ts';
import { CARE_MESSAGES } from '#app/lib/care.ts';
import { careReviewSchema } from '#app/lib/schemas/admin/care.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { useSite } from '#app/lib/use-site.ts';
import { requireAdmin } from '#server/auth/guard.ts';
import { readResponse, reviewResponse } from '#server/care/answers.ts';
import { confirmAfterReview } from '#server/care/confirm.ts';
import { healthAccessLogOf } from '#server/care/profile.ts';
import { db } from '#server/db/index.ts';
import { Refusal } from '#server/refusal.ts';
import { adminAction } from './+shared/admin-action.ts';
import type { Route } from './+types/care-response.ts';

// One guest's health answers for a practitioner or the owner: reading them is logged (server/care), and
// anyone else, by any role, is answered 403.

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireAdmin(request, 'health:view');
  if (!isRecordId(params.responseId)) throw data({ error: CARE_MESSAGES.notFound }, { status: 404 });
  try {
    const view = await readResponse(db(), staff, params.responseId);
    // Who read this guest's answers, for the practitioner too, who has no guest profiles to find it on.
    return { view, accessLog: await healthAccessLogOf(db(), view.guestId) };
  } catch (error) {
    if (error instanceof Refusal) throw data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export function action({ request, params }: Route.ActionArgs) {
  return adminAction(request, {
    permission: 'health:review',
    schema: careReviewSchema,
    messages: { failed: CARE_MESSAGES.reviewFailed, notFound: CARE_MESSAGES.notFound },
    run: async (value, { staff, reply }) => {
      if (value.id !== params.responseId) return null;
      const reviewed = await reviewResponse(db(), staff, value.id, { review: value.review, note: value.note });
      if (value.review === 'reviewed') await confirmAfterReview(db(), staff, reviewed.bookingId);
      return {
        banner: banner('success', CARE_MESSAGES.reviewSaved),
        review: value.review,
        note: value.note.trim() || null,
        result: reply(),
      };
    },
  });
}

// The answers are read (and logged) when the page opens, not again after each review: the review's
// outcome comes back with the action's answer.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export default function CareResponseScreen({ loaderData, actionData }: Route.ComponentProps) {
  const can = useStaffCan();
  const { timeZone } = useSite();
  const saved = actionData && 'review' in actionData ? actionData : null;
  const view = saved ? { ...loaderData.view, review: saved.review, note: saved.note, reviewedBy: null, reviewedAt: null } : loaderData.view;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/care" className="text-forest-800 underline underline-offset-4">
          ← Care
        </Link>
      </p>
      <AdminPageHeader title={view.guestName}>
        {can('guest:view') ? (
          <Link to={`/admin/guests/${view.guestId}`} className="text-sm text-forest-800 underline underline-offset-4">
            Guest profile
          </Link>
        ) : null}
      </AdminPageHeader>
      <div className="mb-6 empty:hidden">
        <StatusBanner message={actionData?.banner} />
      </div>
      <CareAnswers view={view} canReview={can('health:review')} timeZone={timeZone} />
      <div className="mt-6">
        <GuestAccessLog entries={loaderData.accessLog} />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Health answers | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
