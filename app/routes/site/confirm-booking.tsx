import { data, Form, Link, useNavigation } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { CONFIRM_LINK_MESSAGES as words, type ConfirmLinkOutcome } from '#app/lib/booking-confirm-link.ts';
import { z } from '#app/lib/schemas/z.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { confirmByGuestLink, confirmLinkState } from '#server/bookings/guest-confirm.ts';
import { confirmLinkRateLimit } from '#server/bookings/rate-limits.ts';
import { db } from '#server/db/index.ts';
import { readForm } from '#server/http/body.ts';
import { requestInfo } from '#server/http/context.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { refusedAsAnswer } from '../+shared/refusal.ts';
import type { Route } from './+types/confirm-booking.ts';

// The link mailed to a guest who booked without paying: /booking/confirm/<token>. Opening it only shows
// the booking and a button, because mail scanners open links; pressing the button confirms it.

const tokenSchema = z.string().max(64);

export async function loader({ params }: Route.LoaderArgs) {
  const token = tokenSchema.safeParse(params.token);
  const view = token.success ? await confirmLinkState(db(), token.data) : { outcome: 'unknown' as const, booking: null };
  return data(view, { status: view.outcome === 'unknown' ? 404 : 200 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Counted before the token is read, so that trying tokens costs attempts as well.
  const limit = await hitRateLimit(db(), confirmLinkRateLimit, requestInfo(context).ip);
  if (!limit.allowed) {
    return data({ outcome: null, error: words.tooMany }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } });
  }
  await refusedAsAnswer(readForm(request));
  const token = tokenSchema.safeParse(params.token);
  const outcome = token.success ? await confirmByGuestLink(db(), token.data) : 'unknown';
  return data({ outcome, error: null }, { status: outcome === 'unknown' ? 404 : 200 });
}

export function headers() {
  // The page answers for one guest's booking: no shared cache may keep it.
  return { 'Cache-Control': 'private, no-store' };
}

const doneText: Record<Exclude<ConfirmLinkOutcome, 'ask'>, string> = {
  confirmed: words.confirmed,
  received: words.received,
  lapsed: words.lapsed,
  cancelled: words.cancelled,
  unknown: words.unknown,
};

export default function ConfirmBooking({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const outcome = actionData?.outcome ?? loaderData.outcome;
  const booking = loaderData.booking;
  return (
    <article className="container-page max-w-2xl py-14 sm:py-20">
      {booking ? <p className="eyebrow text-clay-700">Booking {booking.reference}</p> : null}
      <h1 className="mt-2 text-4xl font-semibold text-forest-900 sm:text-5xl">{words.title}</h1>
      <div className="mt-6 space-y-6">
        {actionData?.error ? <Banner tone="error">{actionData.error}</Banner> : null}
        {outcome === 'ask' && booking ? (
          <Form method="post" className="space-y-6">
            <p className="text-lg text-muted">{words.ask(booking.title, booking.when)}</p>
            <button
              type="submit"
              disabled={navigation.state === 'submitting'}
              className="inline-flex min-h-11 items-center rounded-full bg-clay-600 px-7 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-clay-700 disabled:opacity-60"
            >
              {navigation.state === 'submitting' ? words.busy : words.button}
            </button>
          </Form>
        ) : outcome !== 'ask' ? (
          <Banner tone={outcome === 'confirmed' || outcome === 'received' ? 'success' : 'error'}>{doneText[outcome]}</Banner>
        ) : null}
        {booking && outcome !== 'unknown' ? (
          <p>
            <Link to={booking.path} className="font-semibold text-forest-800 underline underline-offset-4 hover:text-clay-700">
              {words.seeBooking}
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: words.title,
    description: 'Confirm the booking you made with us.',
    path: `/booking/confirm/${params.token}`,
    noindex: true,
  });
