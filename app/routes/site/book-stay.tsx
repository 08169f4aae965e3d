import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { StayCustomerDialog } from '#app/components/payments/stay-customer-dialog.tsx';
import { BulletList } from '#app/components/site/bullet-list.tsx';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { Picture } from '#app/components/ui/picture.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { pageImages } from '#app/content/images.ts';
import { stay } from '#app/content/stay.ts';
import { formatLongUsDate, todayIn } from '#app/lib/dates.ts';
import { formatRupees } from '#app/lib/money.ts';
import { STAY_MESSAGES, staySearchSchema } from '#app/lib/schemas/stay.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { priceStay } from '#server/bookings/pricing.ts';
import { readForm } from '#server/http/form.ts';
import { siteSettings } from '#server/site.ts';
import type { Route } from './+types/book-stay.ts';
import { hydrate } from '#app/lib/hydration.ts';

const ADULT_OPTIONS = Array.from({ length: stay.maxAdults - stay.minAdults + 1 }, (_, i) => String(stay.minAdults + i)).map((count) => ({
  value: count,
  label: count,
}));

export function loader() {
  return { today: todayIn(siteSettings().timeZone) };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), {
    schema: staySearchSchema.refine((value) => value.checkIn >= todayIn(siteSettings().timeZone), {
      message: STAY_MESSAGES.pastDate,
      path: ['checkIn'],
    }),
  });
  if (submission.status !== 'success') return data({ result: submission.reply(), quote: null }, { status: 400 });
  const { checkIn, checkOut, adults, promoCode } = submission.value;
  const quote = priceStay({ checkIn, checkOut, adults });
  return { result: submission.reply(), quote: { ...quote, checkIn, checkOut, promoCode: promoCode ?? '' } };
}

export default function BookStay({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    constraint: getZodConstraint(staySearchSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staySearchSchema }),
    defaultValue: { adults: '2' },
  });
  const quote = actionData?.quote;
  const [customerOpen, setCustomerOpen] = useState(false);
  // The customer modal opens only once the server has checked the dates (SPEC §2).
  useEffect(() => {
    if (quote) setCustomerOpen(true);
  }, [quote]);
  const errors = [fields.checkIn.errors?.[0], fields.checkOut.errors?.[0], fields.adults.errors?.[0], form.errors?.[0]].filter(Boolean);

  return (
    <>
      <PageHero image={pageImages.stayHero} eyebrow="Stay" title={stay.title}>
        <p>{stay.intro}</p>
      </PageHero>
      <section aria-label="Choose your dates" className="container-page relative z-10 -mt-10">
        <Form method="post" {...getFormProps(form)} className="grid gap-4 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-sand-200 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_0.7fr_1fr_auto] lg:items-start">
          <Field label="Check-in" min={loaderData.today} {...getInputProps(fields.checkIn, { type: 'date' })} />
          <Field label="Check-out" min={loaderData.today} {...getInputProps(fields.checkOut, { type: 'date' })} />
          <SelectField
            id={fields.adults.id}
            name={fields.adults.name}
            label="Adults"
            defaultValue={typeof fields.adults.initialValue === 'string' ? fields.adults.initialValue : '2'}
            options={ADULT_OPTIONS}
          />
          <Field label="Promo code" autoComplete="off" {...getInputProps(fields.promoCode, { type: 'text' })} />
          <button type="submit" className="min-h-11 rounded-full bg-clay-600 px-7 py-3 text-sm font-semibold tracking-[0.1em] text-white hover:bg-clay-700 lg:mt-7">
            Book Now
          </button>
          <div aria-live="polite" className="sm:col-span-2 lg:col-span-5">
            {errors.length ? <p className="text-sm font-medium text-clay-700">{errors[0]}</p> : null}
          </div>
        </Form>
        {quote ? (
          <div role="status" className="mt-4 flex flex-col gap-4 rounded-2xl bg-forest-900 p-6 text-sand-50 sm:flex-row sm:items-center sm:justify-between">
            <p>
              {formatLongUsDate(quote.checkIn)} to {formatLongUsDate(quote.checkOut)}: {quote.nights} {quote.nights === 1 ? 'night' : 'nights'},{' '}
              {quote.adults} {quote.adults === 1 ? 'adult' : 'adults'}
              <span className="mt-1 block font-display text-3xl text-gold-300">{formatRupees(quote.amountPaise / 100)}</span>
            </p>
            <button
              type="button"
              onClick={() => setCustomerOpen(true)}
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-sand-50 px-6 py-3 text-sm font-semibold tracking-[0.14em] text-sand-50 hover:bg-sand-50 hover:text-forest-900"
            >
              CONTINUE TO YOUR DETAILS
            </button>
          </div>
        ) : null}
      </section>
      <StayCustomerDialog quote={customerOpen && quote ? quote : null} onClose={() => setCustomerOpen(false)} />
      <section className="container-page grid items-center gap-10 py-16 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-semibold text-forest-900 sm:text-4xl">{stay.accommodation.heading}</h2>
          {stay.accommodation.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-ink">
              {paragraph}
            </p>
          ))}
          <p className="mt-4 text-sm font-semibold text-clay-700">
            Check-in from {stay.checkInTime} · Check-out by {stay.checkOutTime}
          </p>
        </div>
        <Picture name={pageImages.stayRoom} sizes="(min-width: 1024px) 50vw, 100vw" className="aspect-[3/2] w-full rounded-2xl object-cover" />
      </section>
      <section className="bg-sand-100 py-14">
        <div className="container-page grid gap-10 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-semibold text-forest-900">In every room</h2>
            <div className="mt-4">
              <BulletList items={stay.accommodation.amenities} />
            </div>
          </div>
          {stay.houseRules ? (
            <div>
              <h2 className="text-2xl font-semibold text-forest-900">Good to know</h2>
              <div className="mt-4">
                <BulletList items={stay.houseRules} />
              </div>
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Book your stay',
    description: 'Rooms by the river from one night to a month, at 3420 rupees per adult per night with wholesome meals.',
    path: '/book-your-stay',
  });

// Its forms and dialogs need React in the browser.
export const handle = hydrate;
