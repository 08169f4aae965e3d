import { data } from 'react-router';
import { checkoutDialogMarkup } from '#app/components/payments/checkout-dialog.contract.ts';
import { DemoCheckout } from '#app/components/payments/demo-checkout.tsx';
import { RetreatBookingDialog } from '#app/components/payments/retreat-booking-dialog.tsx';
import { BulletList } from '#app/components/site/bullet-list.tsx';
import { PhoneBookBar } from '#app/components/site/phone-book-bar.tsx';
import { StatusPage } from '#app/components/site/status-page.tsx';
import { Picture } from '#app/components/ui/picture.tsx';
import { policyMessages } from '#app/content/cancellation-policy.ts';
import { pageImages } from '#app/content/images.ts';
import { retreatPackage } from '#app/content/retreat.ts';
import { bookableDates } from '#app/lib/booking-window.ts';
import { RETREAT_DIALOG_ID } from '#app/lib/checkout.ts';
import { todayIn } from '#app/lib/dates.ts';
import { formatRupees } from '#app/lib/money.ts';
import { retreatPriceSentence } from '#app/lib/retreat-price.ts';
import { perPersonRupees, stayRupees } from '#app/lib/retreat-quote.ts';
import { FIRST_RETREAT_SLUG, type RetreatView } from '#app/lib/retreat-view.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { SLUG_MAX } from '#app/lib/slug.ts';
import { useSite } from '#app/lib/use-site.ts';
import { bookingWindow } from '#server/bookings/booking-window.ts';
import { findRetreat } from '#server/bookings/retreats.ts';
import { bookUnpaidRetreatForm } from '#server/bookings/unpaid-retreat-form.ts';
import { publishedContent } from '#server/content/reader.ts';
import { db } from '#server/db/index.ts';
import { requestInfo } from '#server/http/context.ts';
import { firstFullTermsDate } from '#server/refunds/cancellation-policy.ts';
import { siteSettings } from '#server/site.ts';
import { bookingPageAction } from '../+shared/booking-answer.ts';
import type { Route } from './+types/retreat-package.ts';

export async function loader({ params }: Route.LoaderArgs) {
  // The first retreat's own route has no slug to read.
  const slug = params.slug ?? FIRST_RETREAT_SLUG;
  const retreat = slug.length <= SLUG_MAX ? await findRetreat(db(), slug) : undefined;
  if (!retreat) return data({ retreat: null, startDates: null, fullTermsFrom: null, shortNoticeWarning: null }, { status: 404 });
  // A retreat starts at the stay page's published check-in time, as the cancellation policy counts it; a
  // booking made now keeps the figures published now.
  const [{ checkInTime }, figures] = await Promise.all([publishedContent(db(), 'stay'), publishedContent(db(), 'policies')]);
  // The first start offered (tomorrow) is also the dialog's default.
  return {
    retreat,
    startDates: bookableDates('retreat', bookingWindow()),
    fullTermsFrom: firstFullTermsDate(new Date(), siteSettings().timeZone, figures, checkInTime),
    shortNoticeWarning: policyMessages(figures).shortNoticeBeforePaying,
    // A deposit's due date is judged from the estate's today.
    today: todayIn(siteSettings().timeZone),
  };
}

/** "Submit booking" without paying, posted without JavaScript; the dialog's script uses /api/retreat/bookings. */
export async function action({ request, context }: Route.ActionArgs) {
  // Without JavaScript too, a booking made goes on to its confirmation page.
  return bookingPageAction(request, requestInfo(context).ip, bookUnpaidRetreatForm);
}

/** Server-rendered only: components/payments/retreat-booking-dialog.enhance.ts drives the booking dialog. */
export default function RetreatPackagePage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { retreat, startDates, fullTermsFrom, shortNoticeWarning } = loaderData;
  const today = 'today' in loaderData ? loaderData.today : undefined;
  if (!retreat || !startDates || !fullTermsFrom || !shortNoticeWarning) return <StatusPage status={404} />;
  const [gallery, ...rest] = pageImages.packageGallery;
  const main = retreat.photo ?? gallery;
  // The phone's book bar quotes the lowest price per person, as the price table's rows are totals per person.
  const lowestPerPerson = Math.min(...retreat.occupancies.map((option) => perPersonRupees(option, retreat)));
  return (
    <>
      <section className="container-page pt-8 sm:pt-12">
        <div className="grid gap-3 md:grid-cols-[3fr_2fr]">
          <Picture
            name={main}
            priority
            sizes="(min-width: 768px) 60vw, 100vw"
            className="aspect-[3/2] h-full w-full rounded-2xl object-cover"
          />
          <div className="grid grid-cols-2 gap-3">
            {rest.map((name) => (
              <Picture
                key={name}
                name={name}
                sizes="(min-width: 768px) 20vw, 50vw"
                className="aspect-square h-full w-full rounded-2xl object-cover"
              />
            ))}
          </div>
        </div>
      </section>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[1.6fr_1fr]">
        <div className="space-y-12">
          <header>
            <p className="eyebrow text-clay-700">
              {retreat.days} days · {retreat.nights} nights
            </p>
            <h1 className="mt-2 text-4xl font-semibold text-forest-900 sm:text-5xl">{retreat.title}</h1>
            <p className="mt-4 text-lg text-muted">{retreat.summary}</p>
          </header>
          <Block title="About the retreat">
            {[...retreat.description, retreatPriceSentence(retreat, retreat.occupancies)].map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
          </Block>
          <Block title="Highlights">
            <BulletList items={retreat.highlights} columns={2} />
          </Block>
          <Block title="Itinerary">
            <ol className="space-y-6">
              {retreat.itinerary.map((day) => (
                <li key={day.day} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
                  <h3 className="text-2xl font-semibold text-forest-900">
                    Day {day.day}: {day.title}
                  </h3>
                  <dl className="mt-3 grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-2 text-sm">
                    {day.items.map((item) => (
                      <div key={`${item.time}-${item.activity}`} className="contents">
                        <dt className="font-semibold text-clay-700">{item.time}</dt>
                        <dd>{item.activity}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ol>
          </Block>
          <Block title="Your instructors">
            <ul className="grid gap-5 sm:grid-cols-3">
              {retreat.instructors.map((person) => (
                <li key={person.name} className="rounded-2xl bg-sand-100 p-5">
                  <h3 className="font-sans text-lg font-semibold text-forest-900">{person.name}</h3>
                  <p className="text-sm font-medium text-clay-700">{person.role}</p>
                  <p className="mt-2 text-sm text-muted">{person.bio}</p>
                </li>
              ))}
            </ul>
          </Block>
          <div className="grid gap-10 sm:grid-cols-2">
            <Block title="Facilities">
              <BulletList items={retreat.facilities} />
            </Block>
            <Block title="Inclusions">
              <BulletList items={retreat.inclusions} />
              <h3 className="mt-6 font-sans text-base font-semibold text-forest-900">Not included</h3>
              <div className="mt-2 text-sm text-muted">
                <BulletList items={retreat.exclusions} />
              </div>
            </Block>
          </div>
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <PriceTable retreat={retreat} />
        </aside>
      </div>
      <RetreatBookingDialog
        startDates={startDates}
        fullTermsFrom={fullTermsFrom}
        shortNoticeWarning={shortNoticeWarning}
        siteName={site.name}
        retreat={retreat}
        today={today}
      />
      <DemoCheckout />
      <PhoneBookBar price={formatRupees(lowestPerPerson)} note="Per person, from" action={{ opensDialog: RETREAT_DIALOG_ID }} />
    </>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h2 className="mb-4 text-3xl font-semibold text-forest-900">{title}</h2>
      {children}
    </section>
  );
}

function PriceTable({ retreat }: { retreat: RetreatView }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-sand-200">
      <h2 className="text-2xl font-semibold text-forest-900">Price per person</h2>
      <p className="mt-1 text-sm text-muted">
        Programme {formatRupees(retreat.programmeRupees)} plus your room for {retreat.nights} nights
      </p>
      <table className="mt-5 w-full text-left text-sm">
        <caption className="sr-only">Retreat price by occupancy</caption>
        <thead>
          <tr className="border-b border-sand-200 text-xs tracking-[0.1em] text-muted uppercase">
            <th scope="col" className="py-2 font-semibold">
              Occupancy
            </th>
            <th scope="col" className="py-2 font-semibold">
              Stay
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {retreat.occupancies.map((occupancy) => (
            <tr key={occupancy.id} className="border-b border-sand-200 last:border-0">
              <th scope="row" className="py-3 font-semibold text-forest-900">
                {occupancy.label}
              </th>
              <td className="py-3">
                {formatRupees(stayRupees(occupancy, retreat))}
                <span className="block text-xs text-muted">{formatRupees(occupancy.nightlyRupees)} per night</span>
              </td>
              <td className="py-3 text-right font-display text-xl font-semibold text-forest-900">
                {formatRupees(perPersonRupees(occupancy, retreat))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        {...checkoutDialogMarkup.opens.props(RETREAT_DIALOG_ID)}
        className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-clay-600 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-white transition-colors hover:bg-clay-700"
      >
        {retreatPackage.cta}
      </button>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.retreat
    ? pageMeta(matches, {
        title: loaderData.retreat.title,
        description: loaderData.retreat.summary,
        path: `/rejuvenation/${loaderData.retreat.slug}`,
      })
    : pageMeta(matches, {
        title: 'Retreat not found',
        description: 'This retreat could not be found.',
        path: '/rejuvenation',
        noindex: true,
      });
