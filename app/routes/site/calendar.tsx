import { parseWithZod } from '@conform-to/zod/v4';
import { useCallback, useEffect, useState } from 'react';
import { data, useNavigation } from 'react-router';
import { z } from 'zod';
import { BookingDialog, type BookingReply, type BookingSelection } from '#app/components/calendar/booking-dialog.tsx';
import { CalendarPanel } from '#app/components/calendar/calendar-panel.tsx';
import { EventCard } from '#app/components/calendar/event-card.tsx';
import { BackgroundVideo } from '#app/components/site/background-video.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { calendar } from '#app/content/calendar.ts';
import { home } from '#app/content/home.ts';
import type { CalendarQuery } from '#app/lib/calendar-url.ts';
import { formatOrdinalDate, isIsoDate, todayIn } from '#app/lib/dates.ts';
import { TIMES_OF_DAY } from '#app/lib/events.ts';
import { BOOKING_MESSAGES, eventBookingSchema } from '#app/lib/schemas/event-booking.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { BookingRefused, createEventBooking } from '#server/bookings/event-booking.ts';
import { bookingRateLimit } from '#server/bookings/rate-limits.ts';
import { datesWithEvents, listCalendarCards } from '#server/catalog/events.ts';
import { db } from '#server/db/index.ts';
import { eventTypes } from '#server/db/schema.ts';
import { requestInfo } from '#server/http/context.ts';
import { readForm } from '#server/http/form.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { logger } from '#server/logger.ts';
import { siteSettings } from '#server/site.ts';
import type { Route } from './+types/calendar.ts';
import { hydrate } from '#app/lib/hydration.ts';

const LOAD_ERROR = 'We could not load the events just now. Please try again in a moment.';

// Anything odd in the address falls back to a sensible default rather than an error page.
const querySchema = z.object({
  date: z.string().refine(isIsoDate).optional().catch(undefined),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional().catch(undefined),
  mode: z.enum(['upcoming', 'past']).catch('upcoming'),
  q: z.string().max(100).catch(''),
  time: z.enum(TIMES_OF_DAY).or(z.literal('')).catch(''),
  type: z.enum(eventTypes).or(z.literal('')).catch(''),
});

export async function loader({ request }: Route.LoaderArgs) {
  const today = todayIn(siteSettings().timeZone);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.parse({ mode: undefined, q: '', time: '', type: '', ...params });
  const date = parsed.date ?? today;
  const query: CalendarQuery = { date, month: parsed.month ?? date.slice(0, 7), mode: parsed.mode, q: parsed.q, time: parsed.time, type: parsed.type };
  try {
    const [events, markedDates] = await Promise.all([
      listCalendarCards(db(), date, { search: parsed.q || undefined, time: parsed.time || undefined, type: parsed.type || undefined }),
      datesWithEvents(db(), query.month),
    ]);
    return { today, query, events, markedDates, error: null };
  } catch (error) {
    logger.error({ err: error }, 'calendar read failed');
    return { today, query, events: null, markedDates: [], error: LOAD_ERROR };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: eventBookingSchema });
  if (submission.status !== 'success') {
    const fieldErrors = submission.error ?? {};
    const firstError = Object.values(fieldErrors).flat().find(Boolean);
    return data<BookingReply>({ ok: false, message: firstError ?? BOOKING_MESSAGES.failure, fieldErrors: fieldErrors as Record<string, string[]> }, { status: 400 });
  }
  // Bots that fill the hidden field are answered as people are, and nothing is stored.
  if (submission.value.website) return data<BookingReply>({ ok: true, message: BOOKING_MESSAGES.success });

  // The limit is counted in the database too, so it sits inside the try: with the database away the
  // guest gets the form's failure message (SPEC §8), not the whole page replaced by an error page.
  try {
    const limit = await hitRateLimit(db(), bookingRateLimit(), requestInfo(context).ip);
    if (!limit.allowed) {
      return data<BookingReply>({ ok: false, message: BOOKING_MESSAGES.tooMany }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } });
    }
    const { eventId, slot, name, email, mobile } = submission.value;
    await createEventBooking(db(), { eventId, slot, name, email, mobile }, { timeZone: siteSettings().timeZone });
    return data<BookingReply>({ ok: true, message: BOOKING_MESSAGES.success });
  } catch (error) {
    if (error instanceof BookingRefused) return data<BookingReply>({ ok: false, message: error.message }, { status: error.status });
    logger.error({ err: error }, 'calendar booking failed');
    return data<BookingReply>({ ok: false, message: BOOKING_MESSAGES.failure }, { status: 503 });
  }
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { today, query, markedDates, error } = loaderData;
  const navigation = useNavigation();
  // A failed read keeps the last list shown (SPEC §7) with a short note.
  const [events, setEvents] = useState(loaderData.events ?? []);
  useEffect(() => {
    if (loaderData.events) setEvents(loaderData.events);
  }, [loaderData.events]);

  const [selection, setSelection] = useState<{ eventId: string; slot: string } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [session, setSession] = useState(0);
  const closeDialog = useCallback(() => {
    setDialogOpen(false);
    setSelection(null);
  }, []);

  const loading = navigation.state === 'loading' && navigation.location.pathname === '/calendar';
  const bookable = query.date >= today;
  const openEvent = dialogOpen && selection ? events.find((event) => event.id === selection.eventId) : undefined;
  const dialogSelection: BookingSelection | null =
    openEvent && selection ? { eventId: openEvent.id, title: openEvent.title, date: openEvent.eventDate, slot: selection.slot, price: openEvent.price } : null;

  return (
    <>
      <section className="relative isolate flex min-h-[22rem] items-end overflow-hidden bg-forest-900 sm:min-h-[26rem]">
        <BackgroundVideo video="calendar" poster="calendar-poster" fallbackText={home.videoFallback} priority />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-forest-950/85 via-forest-950/45 to-forest-950/20" />
        <div className="container-page pt-24 pb-10 sm:pb-14">
          <p className="eyebrow text-gold-300">{calendar.eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-semibold text-sand-50 sm:text-6xl">{calendar.headline}</h1>
        </div>
      </section>
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[20rem_1fr]">
        <CalendarPanel query={query} today={today} markedDates={markedDates} />
        <section aria-labelledby="selected-date" aria-busy={loading}>
          <h2 id="selected-date" className="text-3xl font-semibold text-forest-900 sm:text-4xl">
            {formatOrdinalDate(query.date)}
          </h2>
          <div aria-live="polite" className="mt-2 min-h-6 text-sm text-muted">
            {loading ? calendar.loading : null}
          </div>
          {error ? (
            <div className="mb-4">
              <Banner tone="error">{error}</Banner>
            </div>
          ) : null}
          {events.length === 0 && !loading ? (
            <p className="rounded-2xl bg-sand-100 p-8 text-center text-lg text-forest-900">{calendar.empty}</p>
          ) : (
            <ul className={`space-y-5 transition-opacity ${loading ? 'opacity-60' : ''}`}>
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard
                    event={event}
                    bookable={bookable}
                    selectedSlot={selection?.eventId === event.id ? selection.slot : null}
                    onSelectSlot={(slot) => setSelection({ eventId: event.id, slot })}
                    onBook={() => {
                      // Opening with no slot chosen takes the first one with seats (SPEC §4).
                      const slot =
                        selection?.eventId === event.id ? selection.slot : event.slots.find((candidate) => candidate.seatsLeft > 0)?.time;
                      if (!slot) return;
                      setSelection({ eventId: event.id, slot });
                      setSession((value) => value + 1);
                      setDialogOpen(true);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <BookingDialog selection={dialogSelection} session={session} onClose={closeDialog} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Events calendar',
    description: 'Yoga, breathwork, sound healing and meditation every day. Pick a date and a time slot and reserve your place.',
    path: '/calendar',
    image: '/media/img/calendar-poster-1600.webp',
  });

// Its forms and dialogs need React in the browser.
export const handle = hydrate;
