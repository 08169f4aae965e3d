import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { AddTherapySection, ChangeTimeSection, StayTherapiesList } from '#app/components/site/guest-therapies.tsx';
import { ManageBookingPage } from '#app/components/site/manage-booking.tsx';
import { StatusPage } from '#app/components/site/status-page.tsx';
import { CANCELLATION_MESSAGES } from '#app/content/cancellation-policy.ts';
import { GUEST_APPOINTMENT_MESSAGES } from '#app/lib/appointment-messages.ts';
import { CONFIRM_LINK_MESSAGES } from '#app/lib/booking-confirm-link.ts';
import { formatLongUsWeekdayDate } from '#app/lib/dates.ts';
import { GUEST_FORMS_MESSAGES, nameGuestSchema } from '#app/lib/guest-forms.ts';
import { hydrate } from '#app/lib/hydration.ts';
import { rescheduleSchema, therapiesQuerySchema } from '#app/lib/schemas/therapies.ts';
import { z } from '#app/lib/schemas/z.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { cancelBookingAsGuest, guestCancelRateLimit } from '#server/bookings/guest-cancel.ts';
import { guestBookingView } from '#server/bookings/guest-view.ts';
import { readManageToken } from '#server/bookings/manage-link.ts';
import { db } from '#server/db/index.ts';
import { readForm } from '#server/http/body.ts';
import { requestInfo } from '#server/http/context.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { findBookingInvoices } from '#server/invoices/index.ts';
import { logger } from '#server/logger.ts';
import { guestTherapies, rescheduleAsGuest } from '#server/payments/guest-appointment.ts';
import { paymentProvider } from '#server/provider/index.ts';
import { bookingPartyView, nameBookingGuest } from '#server/questionnaires/party.ts';
import { Refusal } from '#server/refusal.ts';
import { publishedSite, siteSettings } from '#server/site.ts';
import { refusalAnswer } from '../+shared/refusal.ts';
import type { Route } from './+types/manage-booking.ts';

// The guest's own page for a booking, reached from the link in their e-mails. The token in
// the address is the only thing from the browser that decides anything: which booking, and that the
// visitor may see it. A wrong token is answered exactly like an unknown address.

export const MANAGE_MESSAGES = {
  tooMany: CONFIRM_LINK_MESSAGES.tooMany,
  invalid: 'Please use the Cancel booking button on this page.',
  failed: 'We could not cancel your booking just now. Please try again, or write to us and we will help.',
} as const;

const cancelSchema = z.object({
  intent: z.literal('cancel', { error: MANAGE_MESSAGES.invalid }),
  choice: z.enum(['refund', 'credit'], { error: CANCELLATION_MESSAGES.choice.required }).optional(),
});
const tokenSchema = z.string().max(64);

async function bookingIdOf(token: string | undefined): Promise<string | null> {
  const parsed = tokenSchema.safeParse(token);
  return parsed.success ? readManageToken(parsed.data) : null;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const bookingId = await bookingIdOf(params.token);
  const site = await publishedSite(db());
  const view = bookingId
    ? await guestBookingView(db(), bookingId, {
        timeZone: site.timeZone,
        estate: { siteName: site.name, contactEmail: site.email, publicUrl: site.publicUrl, address: site.address },
      })
    : null;
  if (!view) return data({ view: null, invoices: [], token: null, party: null, therapies: null }, { status: 404 });
  // Only a paid booking has invoices, one per payment; their links carry the same token as this page. The
  // first payment's keeps the address it always had.
  const invoices = (await findBookingInvoices(db(), bookingId!)).map((invoice, index) => ({
    number: invoice.number,
    receiptVoucher: invoice.kind === 'receipt-voucher',
    path: `/booking/${params.token}/invoice.pdf${index === 0 ? '' : `?invoice=${invoice.id}`}`,
  }));
  const party = await bookingPartyView(db(), bookingId!, { timeZone: site.timeZone });
  // The therapy sections' GET forms: service, day and practitioner in the address, as on /therapies.
  const query = therapiesQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const therapies = await guestTherapies(db(), bookingId!, query, { timeZone: site.timeZone });
  return { view, invoices, token: params.token, party, therapies };
}

/** Names one open place of the booking (the Guests section's form). */
async function nameGuest(bookingId: string, form: FormData) {
  const position = Number(form.get('position')) || undefined;
  const parsed = nameGuestSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')));
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
    return data(
      { ok: false as const, intent: 'name-guest' as const, message: GUEST_FORMS_MESSAGES.invalid, position, fieldErrors },
      { status: 400 },
    );
  }
  const { intent: _intent, ...input } = parsed.data;
  try {
    await nameBookingGuest(db(), bookingId, input, { timeZone: siteSettings().timeZone });
    return { ok: true as const, intent: 'name-guest' as const, message: GUEST_FORMS_MESSAGES.named(input.name), position };
  } catch (error) {
    if (error instanceof Refusal) {
      return data({ ok: false as const, intent: 'name-guest' as const, message: error.message, position }, { status: error.status });
    }
    logger.error({ err: error }, 'naming a guest failed');
    return data({ ok: false as const, intent: 'name-guest' as const, message: GUEST_FORMS_MESSAGES.failed, position }, { status: 503 });
  }
}

/** A free change of the appointment's time, to a time the page offered (the server judges it again). */
async function reschedule(bookingId: string, form: FormData) {
  const parsed = rescheduleSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')));
  if (!parsed.success) {
    return data({ ok: false as const, intent: 'reschedule' as const, message: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const timeZone = siteSettings().timeZone;
  try {
    const moved = await rescheduleAsGuest(
      db(),
      bookingId,
      { startsAt: new Date(parsed.data.startsAt), practitionerId: parsed.data.practitionerId || null },
      { timeZone },
    );
    const when = `${formatLongUsWeekdayDate(moved.eventDate)}, ${moved.selectedSlot}`;
    return { ok: true as const, intent: 'reschedule' as const, message: GUEST_APPOINTMENT_MESSAGES.moved(when) };
  } catch (error) {
    if (error instanceof Refusal) {
      return data({ ok: false as const, intent: 'reschedule' as const, message: error.message }, { status: error.status });
    }
    logger.error({ err: error }, 'a guest could not change their appointment');
    return data({ ok: false as const, intent: 'reschedule' as const, message: GUEST_APPOINTMENT_MESSAGES.failed }, { status: 503 });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Counted before the token is read, so that trying tokens costs attempts as well.
  const limit = await hitRateLimit(db(), guestCancelRateLimit, requestInfo(context).ip);
  if (!limit.allowed) {
    return data(
      { ok: false as const, message: MANAGE_MESSAGES.tooMany },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  const bookingId = await bookingIdOf(params.token);
  if (!bookingId) return data({ ok: false as const, message: 'Not found' }, { status: 404 });
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (refusal) {
    if (refusal instanceof Refusal && refusal.status === 413) throw refusalAnswer(refusal);
    return data({ ok: false as const, message: MANAGE_MESSAGES.invalid }, { status: 400 });
  }
  if (form.get('intent') === 'name-guest') return nameGuest(bookingId, form);
  if (form.get('intent') === 'reschedule') return reschedule(bookingId, form);
  const submission = parseWithZod(form, { schema: cancelSchema });
  if (submission.status !== 'success') {
    const message = submission.error?.choice?.[0] ?? MANAGE_MESSAGES.invalid;
    return data({ ok: false as const, message }, { status: 400 });
  }
  try {
    const result = await cancelBookingAsGuest(db(), bookingId, {
      timeZone: siteSettings().timeZone,
      provider: paymentProvider(),
      choice: submission.value.choice,
    });
    if (result.ok) return { ok: true as const, message: null };
    if (result.reason === 'not-found') return data({ ok: false as const, message: 'Not found' }, { status: 404 });
    if (result.reason === 'choice-required')
      return data({ ok: false as const, message: CANCELLATION_MESSAGES.choice.required }, { status: 400 });
    return data({ ok: false as const, message: CANCELLATION_MESSAGES.refused[result.reason] }, { status: 409 });
  } catch (error) {
    logger.error({ err: error }, 'guest cancellation failed');
    return data({ ok: false as const, message: MANAGE_MESSAGES.failed }, { status: 503 });
  }
}

export function headers() {
  // The page answers for one guest's booking: no shared cache may keep it.
  return { 'Cache-Control': 'private, no-store' };
}

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.view) return <StatusPage status={404} />;
  const { therapies, token } = loaderData;
  const moved = actionData && 'intent' in actionData && actionData.intent === 'reschedule' ? actionData : null;
  const sections =
    therapies && token ? (
      <>
        <StayTherapiesList booked={therapies.booked} />
        {therapies.add?.services.length ? <AddTherapySection offer={therapies.add} token={token} /> : null}
        {therapies.change ? <ChangeTimeSection offer={therapies.change} token={token} answer={moved} /> : null}
      </>
    ) : null;
  return (
    <ManageBookingPage
      view={loaderData.view}
      invoices={loaderData.invoices}
      token={loaderData.token}
      party={loaderData.party}
      therapies={sections}
      naming={actionData && 'intent' in actionData && actionData.intent === 'name-guest' ? actionData : null}
      error={actionData && !actionData.ok && !('intent' in actionData) ? actionData.message : null}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  loaderData?.view
    ? pageMeta(matches, {
        title: `Booking ${loaderData.view.reference}`,
        description: 'Your booking confirmation: what you booked, your payment, how to get here and the cancellation terms.',
        path: `/booking/${params.token}`,
        noindex: true,
      })
    : pageMeta(matches, { title: 'Page not found', description: 'This page could not be found.', path: '/404', noindex: true });

// Its forms and dialogs need React in the browser.
export const handle = hydrate;
