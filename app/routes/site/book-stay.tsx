import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, useLocation } from 'react-router';
import type { z } from 'zod';
import { DemoCheckout } from '#app/components/payments/demo-checkout.tsx';
import { stayMarkup } from '#app/components/payments/stay-customer-dialog.contract.ts';
import { describeStay, StayCustomerDialog } from '#app/components/payments/stay-customer-dialog.tsx';
import { StayRoomChoices } from '#app/components/payments/stay-room-choices.tsx';
import { BulletList } from '#app/components/site/bullet-list.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { PhoneBookBar } from '#app/components/site/phone-book-bar.tsx';
import { StayMonth } from '#app/components/site/stay-month.tsx';
import { TextBesidePicture } from '#app/components/site/text-beside-picture.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { policyMessages } from '#app/content/cancellation-policy.ts';
import { depositRulesOf } from '#app/content/editable/deposits.ts';
import { accommodationParagraphs } from '#app/content/editable/stay.ts';
import { pageImages } from '#app/content/images.ts';
import { stay } from '#app/content/stay.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import type { BookingWindow } from '#app/lib/booking-window.ts';
import { STAY_CHOICES_ID } from '#app/lib/checkout.ts';
import { todayIn } from '#app/lib/dates.ts';
import { NO_DEPOSIT } from '#app/lib/deposit.ts';
import { formatRupees } from '#app/lib/money.ts';
import { ROOM_MESSAGES } from '#app/lib/rooms.ts';
import { bookableStaySchema, stayDateLimits, staySearchSchema } from '#app/lib/schemas/stay.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { monthsToRead, readStayMonthQuery, type StayMonthQuery, type StayMonthView, stayMonthView } from '#app/lib/stay-month.ts';
import { rateNote, type RateSummary, rateText, summariseRates } from '#app/lib/stay-price.ts';
import { chosenRoomText, type StayRoomChoice } from '#app/lib/stay-rooms-view.ts';
import { useSite } from '#app/lib/use-site.ts';
import { bookingWindow } from '#server/bookings/booking-window.ts';
import { pageContent, PREVIEW_HEADERS } from '#server/content/preview.ts';
import { publishedContent } from '#server/content/reader.ts';
import { db } from '#server/db/index.ts';
import { readForm } from '#server/http/body.ts';
import { logger } from '#server/logger.ts';
import { quotePromo } from '#server/promo/quote.ts';
import { firstFullTermsDate } from '#server/refunds/cancellation-policy.ts';
import { activeRates } from '#server/rooms/rates.ts';
import { monthAvailability, stayChoices } from '#server/rooms/search.ts';
import { siteSettings } from '#server/site.ts';
import { refusedAsAnswer } from '../+shared/refusal.ts';
import type { Route } from './+types/book-stay.ts';

/** The rate in words for search engines: "at 3420 rupees per adult per night". */
function metaRate(rate: RateSummary): string {
  return rateText(rate)
    .replace(/₹([\d,]+)/, (_, amount: string) => `${amount.replaceAll(',', '')} rupees`)
    .replace(/^(?!from)/, 'at ');
}

/** The nights of a stay in one type: its prices night by night. */
const nightsOf = (choice: { perNight: readonly unknown[] }) => choice.perNight.length;

/** The dates form, where the phone's book bar leads (the page's main button, Book Now, sends it). */
const STAY_DATES_ID = 'stay-dates';

const ADULT_OPTIONS = Array.from({ length: stay.maxAdults - stay.minAdults + 1 }, (_, i) => String(stay.minAdults + i)).map((count) => ({
  value: count,
  label: count,
}));

/** The month of free nights for these picks; null when the rooms cannot be read (the date fields still book). */
async function monthOfNights(query: StayMonthQuery, window: BookingWindow): Promise<StayMonthView | null> {
  try {
    const nights = (await Promise.all(monthsToRead(query).map((shown) => monthAvailability(db(), shown)))).flat();
    return stayMonthView(query, window, new Map(nights.map(({ night, open }) => [night, open])));
  } catch (error) {
    logger.error({ err: error }, 'stay month availability read failed');
    return null;
  }
}

/** The code's discount or sentence for these dates; null when the codes cannot be read (the order judges it again). */
async function previewPromo(request: Parameters<typeof quotePromo>[1]) {
  try {
    return await quotePromo(db(), request);
  } catch (error) {
    logger.error({ err: error }, 'stay promo preview failed');
    return null;
  }
}

/** The price the page names before any dates, from the rates in force; null when they cannot be read. */
async function rateSummary(): Promise<RateSummary | null> {
  try {
    return summariseRates(await activeRates(db()));
  } catch (error) {
    logger.error({ err: error }, 'stay rates read failed');
    return null;
  }
}

// The page's words are the owner's (server/content): what is published, or the draft for staff previewing it.
export async function loader({ request }: Route.LoaderArgs) {
  const window = bookingWindow();
  const query = readStayMonthQuery(new URL(request.url).searchParams, window);
  const [month, rate, page] = await Promise.all([monthOfNights(query, window), rateSummary(), pageContent(request, db(), 'stay')]);
  const body = { limits: stayDateLimits(window), query, month, rate, content: page.content, preview: page.preview };
  return page.asked ? data(body, { headers: PREVIEW_HEADERS }) : body;
}

/** A preview's answer stays private (the loader's headers); any other carries none of its own. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
  const window = bookingWindow();
  const submission = parseWithZod(await refusedAsAnswer(readForm(request)), { schema: bookableStaySchema(window) });
  if (submission.status !== 'success')
    return data({ result: submission.reply(), quote: null, choices: null, month: null }, { status: 400 });
  const { checkIn, checkOut, adults, promoCode } = submission.value;
  const choices: StayRoomChoice[] = await stayChoices(db(), { checkIn, checkOut, adults });
  // The month shows the searched nights, and so which of them have no room left.
  const month = await monthOfNights({ month: checkIn.slice(0, 7), checkIn, checkOut, adults: String(adults) }, window);
  // The dialog opens on the first type that fits, at its price; choosing another writes that one's.
  const firstFit = choices.find((choice) => choice.fits);
  if (!firstFit) {
    // Rooms are free but every type with them wants more nights: its sentence says so, not "no rooms".
    const refused = choices.find((choice) => choice.refusal && choice.free >= choice.roomsNeeded)?.refusal;
    return data(
      { result: submission.reply({ formErrors: [refused ?? ROOM_MESSAGES.noRooms] }), quote: null, choices: null, month },
      { status: 400 },
    );
  }
  const quote = { nights: nightsOf(firstFit), adults, amountPaise: firstFit.amountPaise };
  // Counted from the published check-in time, as a cancellation would count it; a booking made now keeps the figures published now.
  const [{ checkInTime }, figures, deposits] = await Promise.all([
    publishedContent(db(), 'stay'),
    publishedContent(db(), 'policies'),
    publishedContent(db(), 'deposits'),
  ]);
  // The owner's rule for stays of at least some nights, offered in the dialog; the order applies it again.
  const stays = depositRulesOf(deposits).stays;
  const promo = promoCode ? await previewPromo({ kind: 'stay', checkIn, checkOut, adults, roomTypeId: firstFit.id, promoCode }) : null;
  return {
    result: submission.reply(),
    quote: {
      ...quote,
      checkIn,
      checkOut,
      promoCode: promoCode ?? '',
      promo: promo && (promo.ok ? { ok: true as const, line: promo.line } : { ok: false as const, error: promo.error }),
      payPaise: promo?.amountPaise ?? quote.amountPaise,
      depositRule: quote.nights >= stays.fromNights ? stays.rule : NO_DEPOSIT,
      today: todayIn(siteSettings().timeZone),
      shortNotice:
        checkIn < firstFullTermsDate(new Date(), siteSettings().timeZone, figures, checkInTime)
          ? policyMessages(figures).shortNoticeBeforePaying
          : null,
    },
    choices,
    month,
  };
}

/**
 * Server-rendered only. The dates go to the action; components/payments/stay-customer-dialog.enhance.ts sends them with fetch
 * and puts the answer (errors, or the room types and their customer dialog) in place; a type's CHOOSE
 * opens the dialog for it. Without JavaScript the same post shows the same answer as a new page, and
 * the month of free nights fills in the date fields through its links.
 */
export default function BookStay({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const [form, fields] = useForm<z.input<typeof staySearchSchema>>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(staySearchSchema),
    defaultValue: {
      adults: loaderData.query.adults ?? '2',
      checkIn: loaderData.query.checkIn ?? undefined,
      checkOut: loaderData.query.checkOut ?? undefined,
    },
  });
  const quote = actionData?.quote;
  const choices = actionData?.choices ?? [];
  const firstFit = choices.find((choice) => choice.fits);
  const month = actionData?.month ?? loaderData.month;
  const location = useLocation();
  const errors = [fields.checkIn.errors?.[0], fields.checkOut.errors?.[0], fields.adults.errors?.[0], form.errors?.[0]].filter(Boolean);
  const { content } = loaderData;

  return (
    <>
      {loaderData.preview ? (
        <div className="container-page py-3">
          <Banner tone="info">{CONTENT_MESSAGES.previewBanner}</Banner>
        </div>
      ) : null}
      <PageHero image={pageImages.stayHero} eyebrow="Stay" title={content.title}>
        <p>{content.intro}</p>
      </PageHero>
      <section
        id={STAY_DATES_ID}
        aria-label="Choose your dates"
        {...stayMarkup.search.props()}
        className="container-page relative z-10 -mt-10"
      >
        <form
          method="post"
          {...getFormProps(form)}
          action={`${location.pathname}${location.search}#${STAY_CHOICES_ID}`}
          className="grid gap-4 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-sand-200 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_0.7fr_1fr_auto] lg:items-start"
        >
          <Field label="Check-in" {...loaderData.limits.checkIn} {...getInputProps(fields.checkIn, { type: 'date' })} />
          <Field label="Check-out" {...loaderData.limits.checkOut} {...getInputProps(fields.checkOut, { type: 'date' })} />
          <SelectField
            id={fields.adults.id}
            name={fields.adults.name}
            label="Adults"
            defaultValue={typeof fields.adults.initialValue === 'string' ? fields.adults.initialValue : '2'}
            options={ADULT_OPTIONS}
          />
          <Field label="Promo code" autoComplete="off" {...getInputProps(fields.promoCode, { type: 'text' })} />
          <button
            type="submit"
            className="min-h-11 rounded-full bg-clay-600 px-7 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-clay-700 lg:mt-7"
          >
            Book Now
          </button>
          <div aria-live="polite" className="sm:col-span-2 lg:col-span-5">
            {errors.length ? <p className="text-sm font-medium text-clay-700">{errors[0]}</p> : null}
          </div>
        </form>
        <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_1fr] lg:items-start">
          {month ? <StayMonth view={month} formId={form.id} /> : <div />}
          {quote && firstFit ? (
            <div id={STAY_CHOICES_ID} className="scroll-mt-24 space-y-6">
              <p role="status" className="rounded-2xl bg-forest-900 p-6 text-sand-50">
                {describeStay(quote)}
                <span className="mt-1 block font-display text-3xl text-gold-300">{formatRupees(quote.amountPaise / 100)}</span>
                {quote.promo ? (
                  <span className="mt-1 block text-sm text-sand-100">{quote.promo.ok ? quote.promo.line : quote.promo.error}</span>
                ) : null}
              </p>
              <StayRoomChoices choices={choices} adults={quote.adults} rate={loaderData.rate} />
            </div>
          ) : (
            <StayHowTo />
          )}
        </div>
        {quote && firstFit ? (
          <StayCustomerDialog
            quote={quote}
            room={{ id: firstFit.id, label: chosenRoomText(firstFit.name, firstFit.roomsNeeded) }}
            siteName={site.name}
          />
        ) : null}
      </section>
      <DemoCheckout />
      <TextBesidePicture image={pageImages.stayRoom}>
        <div>
          <h2 className="text-3xl font-semibold text-forest-900 sm:text-4xl">{content.accommodation.heading}</h2>
          {/* By position: the owner may write two alike. */}
          {accommodationParagraphs(content.accommodation.paragraphs, loaderData.rate && rateText(loaderData.rate)).map(
            (paragraph, index) => (
              <p key={index} className="mt-4 leading-relaxed text-ink">
                {paragraph}
              </p>
            ),
          )}
          <p className="mt-4 text-sm font-semibold text-clay-700">
            Check-in from {content.checkInTime} · Check-out by {content.checkOutTime}
          </p>
        </div>
      </TextBesidePicture>
      <section className="bg-sand-100 py-14">
        <div className="container-page grid gap-10 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-semibold text-forest-900">In every room</h2>
            <div className="mt-4">
              <BulletList items={content.accommodation.amenities} />
            </div>
          </div>
          <div>
            <h2 className="text-2xl font-semibold text-forest-900">Good to know</h2>
            <div className="mt-4">
              <BulletList items={[content.idRule, ...content.houseRules]} />
            </div>
          </div>
        </div>
      </section>
      {loaderData.rate ? (
        <PhoneBookBar
          price={`${loaderData.rate.from ? 'from ' : ''}${formatRupees(loaderData.rate.paise / 100)}`}
          note={rateNote(loaderData.rate)}
          action={{ href: `#${STAY_DATES_ID}` }}
        />
      ) : null}
    </>
  );
}

function StayHowTo() {
  return (
    <div className="rounded-2xl bg-sand-100 p-6 sm:p-8">
      <h2 className="text-2xl font-semibold text-forest-900">Rooms for your dates</h2>
      <p className="mt-3 leading-relaxed text-ink">
        Pick your nights in the month or type them in above, tell us how many adults are coming, and press Book Now: we show every kind of
        room free for your dates, with how many are left and the total.
      </p>
      <p className="mt-3 leading-relaxed text-ink">
        A night struck through has no room left. Choose a room, give us your details and pay securely.
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: 'Book your stay',
    description: `Rooms by the river from one night to a month${loaderData?.rate ? `, ${metaRate(loaderData.rate)}` : ''} with wholesome meals.`,
    path: '/book-your-stay',
  });
