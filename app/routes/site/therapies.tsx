import { data } from 'react-router';
import { APPOINTMENT_DIALOG_ID, APPOINTMENT_START_FIELD, appointmentMarkup } from '#app/components/payments/appointment-dialog.contract.ts';
import { AppointmentDialog } from '#app/components/payments/appointment-dialog.tsx';
import { checkoutDialogMarkup } from '#app/components/payments/checkout-dialog.contract.ts';
import { DemoCheckout } from '#app/components/payments/demo-checkout.tsx';
import { columnSizes } from '#app/components/site/media-card.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { TimeChoices } from '#app/components/site/time-choices.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { ButtonLink } from '#app/components/ui/button-link.tsx';
import { Field, HoneypotField } from '#app/components/ui/field.tsx';
import { Picture } from '#app/components/ui/picture.tsx';
import { UploadedImage } from '#app/components/ui/uploaded-image.tsx';
import { pageImages } from '#app/content/images.ts';
import type { ImageName } from '#app/content/media-manifest.ts';
import {
  APPOINTMENT_MESSAGES,
  BOOKABLE_DAYS_AHEAD,
  GUEST_APPOINTMENT_MESSAGES,
  GUEST_LEAD_MINUTES,
  serviceCategoryLabels,
  STAY_BILL_INTENT,
  STAY_BILL_MESSAGES,
} from '#app/lib/appointment-messages.ts';
import { slotOfTime } from '#app/lib/class-times.ts';
import { addDays, formatLongUsWeekdayDate, todayIn, wallClockIn } from '#app/lib/dates.ts';
import { serviceCategories, type ServiceCategory } from '#app/lib/enums.ts';
import type { MediaPhotoView } from '#app/lib/media-library.ts';
import { formatPaise } from '#app/lib/money.ts';
import { therapiesQuerySchema } from '#app/lib/schemas/therapies.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { useSite } from '#app/lib/use-site.ts';
import { db } from '#server/db/index.ts';
import { requestInfo } from '#server/http/context.ts';
import { logger } from '#server/logger.ts';
import { photosByKey } from '#server/media/photos.ts';
import { reserveAppointmentFromForm } from '#server/payments/appointment-reservation.ts';
import { stayOfferForToken } from '#server/payments/guest-appointment.ts';
import { addToStayBillFromForm } from '#server/payments/stay-bill-appointment.ts';
import { siteSettings } from '#server/site.ts';
import { bookableServices, type CatalogueService } from '#server/therapies/catalogue.ts';
import { listStarts } from '#server/therapies/schedule-data.ts';
import { bookingPageAction } from '../+shared/booking-answer.ts';
import type { Route } from './+types/therapies.ts';

// Therapies and consultations: the services offered online, grouped by kind, each with its photo,
// length and price. Choosing one, then a day (and, if they like, a practitioner) lists the free times,
// each of which opens the checkout. Every step is a GET form or link, so the page works as plain HTML;
// the checkout itself is the site's own (components/payments).

/** A service without a photo of its own shows its kind's. */
const categoryPhotos: Record<ServiceCategory, ImageName> = {
  consultation: 'misty-hills',
  diagnostics: 'water-drop',
  massage: 'forest-stream',
  hydrotherapy: 'blue-hour-lake',
  naturopathy: 'moss-carpet',
  'emotional-wellness': 'twilight-lake',
  creative: 'marigold',
};

export async function loader({ request }: Route.LoaderArgs) {
  const timeZone = siteSettings().timeZone;
  const now = new Date();
  const today = todayIn(timeZone, now);
  const lastDay = addDays(today, BOOKABLE_DAYS_AHEAD);
  const query = therapiesQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const services = await bookableServices(db());
    const photos = await photosByKey(
      db(),
      services.flatMap((service) => (service.photo ? [service.photo] : [])),
    );
    // Opened from a stay's page: its days, its free times within the stay and its guests' prices, paid now or on the stay's bill.
    const stay = query.stay ? await stayOfferForToken(db(), query.stay, query, { timeZone, now }) : null;
    if (stay) {
      const priced = new Map(stay.services.map((service) => [service.id, service.pricePaise]));
      const offered = services.flatMap((service) =>
        priced.has(service.id) ? [{ ...service, pricePaise: priced.get(service.id)!, picture: null as MediaPhotoView | null }] : [],
      );
      const chosen = stay.chosen ? offered.find((service) => service.id === stay.chosen!.serviceId) : undefined;
      for (const service of offered) service.picture = service.photo ? (photos.get(service.photo) ?? null) : null;
      // One stay's page of times: no shared cache may keep it.
      return data(
        {
          services: offered,
          chosen:
            chosen && stay.chosen
              ? { ...chosen, day: stay.chosen.day, practitionerId: stay.chosen.practitionerId, times: stay.chosen.times }
              : null,
          today: stay.firstDay,
          lastDay: stay.lastDay,
          stay: { token: query.stay!, reference: stay.reference },
          failed: false,
        },
        { headers: { 'Cache-Control': 'private, no-store' } },
      );
    }
    const chosen = services.find((service) => service.slug === query.service) ?? null;
    const day = query.day && query.day >= today && query.day <= lastDay ? query.day : today;
    const practitionerId = chosen?.practitioners.some((person) => person.id === query.practitioner) ? query.practitioner! : null;
    const times = chosen
      ? (await listStarts(db(), { serviceId: chosen.id, day, leadMinutes: GUEST_LEAD_MINUTES, practitionerId, timeZone, now })).map(
          (start) => ({ startsAt: start.startsAt.toISOString(), label: slotOfTime(wallClockIn(timeZone, start.startsAt).slice(11)) }),
        )
      : [];
    return {
      services: services.map((service) => ({ ...service, picture: service.photo ? (photos.get(service.photo) ?? null) : null })),
      chosen: chosen ? { ...chosen, day, practitionerId, times } : null,
      today,
      lastDay,
      stay: null,
      failed: false,
    };
  } catch (error) {
    logger.error({ err: error }, 'therapies read failed');
    return { services: [], chosen: null, today, lastDay, stay: null, failed: true };
  }
}

/** A stay's page of times stays private (the loader's headers); any other keeps what the root says. */
export function headers({ loaderHeaders, parentHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : parentHeaders;
}

type ServiceView = Route.ComponentProps['loaderData']['services'][number];
type Chosen = NonNullable<Route.ComponentProps['loaderData']['chosen']>;

const practitionerText = (person: { name: string; title: string | null }) =>
  person.title ? `${person.name}, ${person.title}` : person.name;

/**
 * A therapy paid at the estate is reserved with a plain form, and a staying guest adds one to their stay's
 * bill with another (its intent): the booking's page, or the stay's, follows, or the form's answer shows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return bookingPageAction(request, requestInfo(context).ip, (form, ip) =>
    form.get('intent') === STAY_BILL_INTENT ? addToStayBillFromForm(form, ip) : reserveAppointmentFromForm(form, ip),
  );
}

export default function Therapies({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const { services, chosen, stay } = loaderData;
  const groups = serviceCategories
    .map((category) => ({ category, services: services.filter((service) => service.category === category) }))
    .filter((group) => group.services.length > 0);
  const online = chosen && chosen.paymentMode === 'online';
  const person = chosen?.practitioners.find((each) => each.id === chosen.practitionerId);
  return (
    <>
      <PageHero image={pageImages.rejuvenationHero} eyebrow="Therapies" title={APPOINTMENT_MESSAGES.pageTitle}>
        <p>{stay ? GUEST_APPOINTMENT_MESSAGES.forStay(stay.reference) : APPOINTMENT_MESSAGES.intro}</p>
      </PageHero>
      <div className="container-page space-y-14 py-16">
        {groups.length === 0 ? <p className="text-center text-lg text-muted">{APPOINTMENT_MESSAGES.empty}</p> : null}
        {chosen ? (
          <Booking
            chosen={chosen}
            today={loaderData.today}
            lastDay={loaderData.lastDay}
            stayToken={stay?.token ?? null}
            answer={actionData ?? null}
          />
        ) : null}
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`category-${group.category}`}>
            <h2 id={`category-${group.category}`} className="text-3xl font-semibold text-forest-900">
              {serviceCategoryLabels[group.category]}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.services.map((service) => (
                <ServiceCard key={service.id} service={service} chosen={service.id === chosen?.id} stayToken={stay?.token ?? null} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      {online ? (
        <>
          <AppointmentDialog
            siteName={site.name}
            choice={{
              serviceId: chosen.id,
              serviceName: chosen.name,
              pricePaise: chosen.pricePaise,
              durationMinutes: chosen.durationMinutes,
              practitionerId: chosen.practitionerId,
              practitionerText: person ? practitionerText(person) : APPOINTMENT_MESSAGES.anyPractitioner,
              dayText: formatLongUsWeekdayDate(chosen.day),
              stayToken: stay?.token ?? null,
            }}
          />
          <DemoCheckout />
        </>
      ) : null}
    </>
  );
}

const pictureClass = 'aspect-[3/2] w-full object-cover';
const pictureSizes = columnSizes({ sm: 2, lg: 3 });

function ServicePicture({ service }: { service: ServiceView }) {
  const picture: MediaPhotoView | null = service.picture;
  if (picture?.source.kind === 'uploaded')
    return (
      <UploadedImage
        url={picture.source.url}
        sizes={pictureSizes}
        width={picture.width}
        height={picture.height}
        lazy
        className={pictureClass}
      />
    );
  const name = picture?.source.kind === 'shipped' ? picture.source.name : categoryPhotos[service.category];
  return <Picture name={name} alt="" sizes={pictureSizes} className={pictureClass} />;
}

function ServiceCard({
  service,
  chosen,
  stayToken,
}: {
  service: CatalogueService & { picture: MediaPhotoView | null };
  chosen: boolean;
  stayToken: string | null;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <ServicePicture service={service} />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl font-semibold text-forest-900">{service.name}</h3>
        <p className="mt-2 text-sm font-semibold tracking-wide text-clay-700">
          {APPOINTMENT_MESSAGES.duration(service.durationMinutes)} · {formatPaise(service.pricePaise)}
        </p>
        {service.paymentMode === 'at-estate' ? <p className="mt-1 text-sm text-muted">{APPOINTMENT_MESSAGES.paidAtEstate}</p> : null}
        <p className="mt-3 flex-1 text-muted">{service.description}</p>
        <div className="mt-5">
          <ButtonLink
            to={`/therapies?${new URLSearchParams({ service: service.slug, ...(stayToken ? { stay: stayToken } : {}) })}#book`}
            variant={chosen ? 'outline' : 'primary'}
          >
            {chosen ? APPOINTMENT_MESSAGES.chosen : APPOINTMENT_MESSAGES.chooseService}
            <span className="sr-only"> {service.name}</span>
          </ButtonLink>
        </div>
      </div>
    </li>
  );
}

/** The chosen service's day and practitioner (a GET form), then its free times on that day. */
function Booking({
  chosen,
  today,
  lastDay,
  stayToken,
  answer,
}: {
  chosen: Chosen;
  today: string;
  lastDay: string;
  /** Opened from a stay's page: its token goes along with each step. */
  stayToken: string | null;
  answer: { ok: boolean; message: string } | null;
}) {
  const online = chosen.paymentMode === 'online';
  return (
    <section id="book" aria-labelledby="book-heading" className="scroll-mt-24 rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200 sm:p-8">
      <h2 id="book-heading" className="text-3xl font-semibold text-forest-900">
        {chosen.name}
      </h2>
      <p className="mt-1 text-sm font-semibold tracking-wide text-clay-700">
        {APPOINTMENT_MESSAGES.duration(chosen.durationMinutes)} · {formatPaise(chosen.pricePaise)}
      </p>
      <form method="get" action="/therapies#book" className="mt-5 flex flex-wrap items-end gap-4">
        <input type="hidden" name="service" value={chosen.slug} />
        {stayToken ? <input type="hidden" name="stay" value={stayToken} /> : null}
        <label className="grid gap-1 text-sm font-semibold text-forest-900">
          {APPOINTMENT_MESSAGES.dayLabel}
          <input
            type="date"
            name="day"
            defaultValue={chosen.day}
            min={today}
            max={lastDay}
            required
            className="min-h-11 rounded-lg border border-sand-300 bg-white px-3 font-normal text-ink"
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold text-forest-900">
          {APPOINTMENT_MESSAGES.practitionerLabel}
          <select
            name="practitioner"
            defaultValue={chosen.practitionerId ?? ''}
            className="min-h-11 rounded-lg border border-sand-300 bg-white px-3 font-normal text-ink"
          >
            <option value="">{APPOINTMENT_MESSAGES.anyPractitioner}</option>
            {chosen.practitioners.map((person) => (
              <option key={person.id} value={person.id}>
                {practitionerText(person)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-full bg-forest-800 px-6 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-forest-900"
        >
          {APPOINTMENT_MESSAGES.showTimes}
        </button>
      </form>
      <h3 className="mt-8 text-xl font-semibold text-forest-900">
        {APPOINTMENT_MESSAGES.timesHeading(formatLongUsWeekdayDate(chosen.day))}
      </h3>
      {chosen.times.length === 0 ? (
        <p className="mt-3 text-muted">{APPOINTMENT_MESSAGES.noTimes}</p>
      ) : stayToken ? (
        <StayBillForm chosen={chosen} stayToken={stayToken} answer={answer} />
      ) : online ? (
        <ul className="mt-4 flex flex-wrap gap-3" aria-label={APPOINTMENT_MESSAGES.timesHeading(formatLongUsWeekdayDate(chosen.day))}>
          {chosen.times.map((time) => (
            <li key={time.startsAt}>
              <button
                type="button"
                {...checkoutDialogMarkup.opens.props(APPOINTMENT_DIALOG_ID)}
                {...appointmentMarkup.start.props(time.startsAt)}
                {...appointmentMarkup.label.props(time.label)}
                className="min-h-11 rounded-full bg-white px-5 py-2 text-sm font-semibold text-forest-900 ring-1 ring-forest-800 hover:bg-forest-100"
              >
                {time.label}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <ReserveForm chosen={chosen} answer={answer} />
      )}
    </section>
  );
}

/**
 * Paid at the estate: the free times as a choice in a plain form with the guest's details. RESERVE holds the
 * time until the guest follows the link mailed to them (server/bookings/appointment-reservation.ts).
 */
function ReserveForm({ chosen, answer }: { chosen: Chosen; answer: { ok: boolean; message: string } | null }) {
  const legend = APPOINTMENT_MESSAGES.timesHeading(formatLongUsWeekdayDate(chosen.day));
  return (
    <form
      method="post"
      action={`/therapies?${new URLSearchParams({ service: chosen.slug, day: chosen.day })}#book`}
      className="mt-4 max-w-xl space-y-4"
    >
      {answer ? <Banner tone={answer.ok ? 'success' : 'error'}>{answer.message}</Banner> : null}
      <input type="hidden" name="serviceId" value={chosen.id} />
      <input type="hidden" name="practitionerId" value={chosen.practitionerId ?? ''} />
      <HoneypotField />
      <TimeChoices legend={legend} times={chosen.times} />
      <p className="text-sm text-muted">{APPOINTMENT_MESSAGES.paidAtEstate}</p>
      <Field id="reserve-name" label="NAME" name="name" autoComplete="name" required maxLength={120} />
      <Field id="reserve-email" label="EMAIL" name="email" type="email" autoComplete="email" required maxLength={254} />
      <Field id="reserve-mobile" label="MOBILE" name="mobile" type="tel" inputMode="tel" autoComplete="tel" required maxLength={20} />
      <button
        type="submit"
        className="min-h-11 w-full rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-clay-700"
      >
        {APPOINTMENT_MESSAGES.reserveButton}
      </button>
    </form>
  );
}

/**
 * From a stay's page: the free times as a choice, then PAY NOW (the checkout, for a service paid online:
 * its dialog takes the time checked here) or ADD TO MY STAY'S BILL, a plain POST that books it at once on
 * the stay's bill (server/payments/stay-bill-appointment.ts). A service paid at the estate goes on the bill only.
 */
function StayBillForm({
  chosen,
  stayToken,
  answer,
}: {
  chosen: Chosen;
  stayToken: string;
  answer: { ok: boolean; message: string } | null;
}) {
  const online = chosen.paymentMode === 'online';
  const legend = APPOINTMENT_MESSAGES.timesHeading(formatLongUsWeekdayDate(chosen.day));
  return (
    <form
      method="post"
      action={`/therapies?${new URLSearchParams({ service: chosen.slug, day: chosen.day, stay: stayToken })}#book`}
      className="mt-4 max-w-xl space-y-4"
    >
      {answer && !answer.ok ? <Banner tone="error">{answer.message}</Banner> : null}
      <input type="hidden" name="intent" value={STAY_BILL_INTENT} />
      <input type="hidden" name="stay" value={stayToken} />
      <input type="hidden" name="serviceId" value={chosen.id} />
      <input type="hidden" name="practitionerId" value={chosen.practitionerId ?? ''} />
      <HoneypotField />
      <p className="text-sm text-muted">{online ? STAY_BILL_MESSAGES.choose : STAY_BILL_MESSAGES.billOnly}</p>
      <TimeChoices legend={legend} times={chosen.times} />
      <div className="flex flex-wrap gap-3">
        {online ? (
          <button
            type="button"
            {...checkoutDialogMarkup.opens.props(APPOINTMENT_DIALOG_ID)}
            {...appointmentMarkup.picked.props(APPOINTMENT_START_FIELD)}
            className="min-h-11 rounded-full bg-forest-800 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-forest-900"
          >
            {STAY_BILL_MESSAGES.payNow}
          </button>
        ) : null}
        <button
          type="submit"
          className="min-h-11 rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-clay-700"
        >
          {STAY_BILL_MESSAGES.addToBill}
        </button>
      </div>
    </form>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: APPOINTMENT_MESSAGES.pageTitle,
    description: 'Ayurvedic massages, doctor and naturopathy consultations and hydrotherapy at the estate: choose a day and a free time.',
    path: '/therapies',
  });
