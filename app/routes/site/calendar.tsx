import { z } from 'zod';
import { BookingDialog } from '#app/components/calendar/booking-dialog.tsx';
import { calendarPanelMarkup } from '#app/components/calendar/calendar-panel.contract.ts';
import { CalendarPanel, HostBanner } from '#app/components/calendar/calendar-panel.tsx';
import { EventCard } from '#app/components/calendar/event-card.tsx';
import { DemoCheckout } from '#app/components/payments/demo-checkout.tsx';
import { BackgroundVideo } from '#app/components/site/background-video.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { Link } from '#app/components/ui/site-link.tsx';
import { calendar } from '#app/content/calendar.ts';
import { depositRulesOf } from '#app/content/editable/deposits.ts';
import { home } from '#app/content/home.ts';
import { timetable } from '#app/content/timetable.ts';
import { calendarHref, type CalendarQuery } from '#app/lib/calendar-url.ts';
import { formatOrdinalDate, isIsoDate, todayIn } from '#app/lib/dates.ts';
import { TIMES_OF_DAY } from '#app/lib/events.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { useSite } from '#app/lib/use-site.ts';
import { bookFromCalendarForm } from '#server/bookings/calendar-form.ts';
import { datesWithEvents, listCalendarCards } from '#server/catalog/events.ts';
import { publishedContent } from '#server/content/reader.ts';
import { db } from '#server/db/index.ts';
import { eventTypes } from '#server/db/schema.ts';
import { requestInfo } from '#server/http/context.ts';
import { logger } from '#server/logger.ts';
import { siteSettings } from '#server/site.ts';
import { bookingPageAction } from '../+shared/booking-answer.ts';
import type { Route } from './+types/calendar.ts';

const LOAD_ERROR = 'We could not load the events just now. Please try again in a moment.';

// Anything odd in the address falls back to a sensible default rather than an error page.
const querySchema = z.object({
  date: z.string().refine(isIsoDate).optional().catch(undefined),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
  mode: z.enum(['upcoming', 'past']).catch('upcoming'),
  q: z.string().max(100).catch(''),
  time: z.enum(TIMES_OF_DAY).or(z.literal('')).catch(''),
  type: z.enum(eventTypes).or(z.literal('')).catch(''),
});

export async function loader({ request }: Route.LoaderArgs) {
  // One instant for the whole page: which day is today and which of its slots have begun agree.
  const moment = { now: new Date(), timeZone: siteSettings().timeZone };
  const today = todayIn(moment.timeZone, moment.now);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.parse({ mode: undefined, q: '', time: '', type: '', ...params });
  const date = parsed.date ?? today;
  const query: CalendarQuery = {
    date,
    month: parsed.month ?? date.slice(0, 7),
    mode: parsed.mode,
    q: parsed.q,
    time: parsed.time,
    type: parsed.type,
  };
  try {
    const [events, markedDates] = await Promise.all([
      listCalendarCards(
        db(),
        date,
        { search: parsed.q || undefined, time: parsed.time || undefined, type: parsed.type || undefined },
        moment,
      ),
      datesWithEvents(db(), query.month),
    ]);
    // The owner's rule for events paid online, offered in the booking dialog; the order applies it again.
    const depositRule = depositRulesOf(await publishedContent(db(), 'deposits')).events;
    return { today, query, events, markedDates, error: null, depositRule };
  } catch (error) {
    logger.error({ err: error }, 'calendar read failed');
    return { today, query, events: null, markedDates: [], error: LOAD_ERROR };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  // Without JavaScript the dialog's form posts here and the page is rendered again with the answer;
  // with it, the dialog posts the same form to BOOKING_ENDPOINT and stays open.
  // Without JavaScript too, a booking made goes on to its confirmation page.
  return bookingPageAction(request, requestInfo(context).ip, bookFromCalendarForm);
}

export default function Calendar({ loaderData, actionData }: Route.ComponentProps) {
  const { today, query, markedDates, error } = loaderData;
  const site = useSite();
  const events = loaderData.events ?? [];
  const bookable = query.date >= today;

  return (
    <>
      <section className="on-dark relative isolate flex min-h-[22rem] items-end overflow-hidden bg-forest-900 sm:min-h-[26rem]">
        <BackgroundVideo video="calendar" poster="calendar-poster" fallbackText={home.videoFallback} priority />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-forest-950/85 via-forest-950/45 to-forest-950/20" />
        <div className="container-page pt-24 pb-10 sm:pb-14">
          <p className="eyebrow text-gold-300">{calendar.eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-semibold text-sand-50 sm:text-6xl">{calendar.headline}</h1>
          <p className="mt-4">
            <Link to="/classes" className="font-semibold text-sand-50 underline decoration-gold-300 underline-offset-4 hover:text-gold-300">
              {timetable.calendarLink} <span aria-hidden="true">→</span>
            </Link>
          </p>
        </div>
      </section>
      {/* On a phone: Filter, the day's events, the host banner. From 1024 px the panel is a sticky column beside them. */}
      <div className="container-page grid gap-8 py-8 sm:py-12 lg:grid-cols-[20rem_1fr] lg:items-start">
        <CalendarPanel query={query} today={today} markedDates={markedDates} />
        {/* components/calendar/event-card.enhance.ts marks it busy and says 'Loading events...' while the next day's page loads. */}
        <section aria-labelledby="selected-date" {...calendarPanelMarkup.events.props()}>
          <h2 id="selected-date" className="scroll-mt-24 text-3xl font-semibold text-forest-900 sm:text-4xl">
            {formatOrdinalDate(query.date)}
          </h2>
          <div aria-live="polite" {...calendarPanelMarkup.status.props()} className="mt-2 min-h-6 text-sm text-muted" />
          {actionData ? (
            <div className="mb-4">
              <Banner tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Banner>
            </div>
          ) : null}
          {/* A failed read shows the note alone: without the list, "no events" would not be true. */}
          {error ? (
            <div className="mb-4">
              <Banner tone="error">{error}</Banner>
            </div>
          ) : events.length === 0 ? (
            <p className="rounded-2xl bg-sand-100 p-8 text-center text-lg text-forest-900">{calendar.empty}</p>
          ) : null}
          {events.length > 0 ? (
            <ul {...calendarPanelMarkup.list.props()} className="space-y-5 transition-opacity motion-reduce:transition-none">
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} bookable={bookable} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <HostBanner />
      </div>
      <BookingDialog
        action={`${calendarHref(query, {})}#selected-date`}
        siteName={site.name}
        deposit={
          'depositRule' in loaderData && loaderData.depositRule && loaderData.depositRule.type !== 'none'
            ? { rule: loaderData.depositRule, today: loaderData.today }
            : undefined
        }
      />
      <DemoCheckout />
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
