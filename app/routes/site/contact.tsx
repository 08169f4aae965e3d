import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { PageHero } from '#app/components/site/page-hero.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { ExternalLink } from '#app/components/ui/external-link.tsx';
import { HoneypotField } from '#app/components/ui/field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { contact } from '#app/content/contact.ts';
import { pageImages } from '#app/content/images.ts';
import { enquirySchema } from '#app/lib/schemas/enquiry.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { brand, telHref } from '#app/lib/site.ts';
import { useSite } from '#app/lib/use-site.ts';
import { database } from '#server/db/index.ts';
import { createEnquiry, enquiryRateLimit } from '#server/enquiries/index.ts';
import { readForm } from '#server/http/body.ts';
import { requestInfo } from '#server/http/context.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { refusedAsAnswer } from '../+shared/refusal.ts';
import type { Route } from './+types/contact.ts';

const linkClass = 'text-forest-800 underline underline-offset-4 hover:text-clay-700';

export const TOO_MANY_ENQUIRIES = 'You have sent several requests in a short time. Please wait a few minutes and try again.';

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await refusedAsAnswer(readForm(request));
  const submission = parseWithZod(formData, { schema: enquirySchema });
  if (submission.status !== 'success') {
    return data(submission.reply(), { status: 400 });
  }
  // Bots that fill the hidden field are told nothing and store nothing.
  if (submission.value.website) return redirect('/contact?sent=1#enquiry');

  const { db } = database();
  const limit = await hitRateLimit(db, enquiryRateLimit, requestInfo(context).ip);
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: [TOO_MANY_ENQUIRIES] }), {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  await createEnquiry(db, submission.value);
  return redirect('/contact?sent=1#enquiry');
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const sent = searchParams.get('sent') === '1';
  const subject = searchParams.get('subject')?.slice(0, 200) ?? '';
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData : null,
    constraint: getZodConstraint(enquirySchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquirySchema }),
    defaultValue: { subject, message: subject ? `${subject}: ` : '' },
  });
  const submitting = navigation.state === 'submitting';

  return (
    <>
      <PageHero image={pageImages.contactHero} eyebrow="We are listening" title={contact.title}>
        <p>{brand(contact.intro, site)}</p>
      </PageHero>
      <section className="container-page grid gap-12 py-16 lg:grid-cols-[1fr_1.4fr]">
        <div className="space-y-6">
          <h2 className="text-3xl font-semibold text-forest-900">Reach us directly</h2>
          <dl className="space-y-4 text-lg">
            <ContactWay term="E-Mail">
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </ContactWay>
            <ContactWay term="Phone">
              <a href={telHref(site.phone)} className={linkClass}>
                {site.phone}
              </a>
            </ContactWay>
            {site.whatsappUrl ? (
              <ContactWay term="WhatsApp">
                <ExternalLink href={site.whatsappUrl} className={linkClass}>
                  Chat with us on WhatsApp
                </ExternalLink>
              </ContactWay>
            ) : null}
            <ContactWay term="Address">
              <address className="not-italic">{site.address}</address>
              <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-base">
                <ExternalLink href={site.mapUrl} className={`font-semibold ${linkClass}`}>
                  See us on the map
                </ExternalLink>
                <ExternalLink href={site.directionsUrl} className={`font-semibold ${linkClass}`}>
                  Get directions
                </ExternalLink>
              </p>
            </ContactWay>
          </dl>
        </div>
        <div id="enquiry" className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
          <h2 className="font-sans text-lg font-bold tracking-[0.12em] text-forest-900">{contact.formHeading}</h2>
          {sent ? (
            <div className="mt-4">
              <Banner tone="success">{contact.success}</Banner>
            </div>
          ) : null}
          {/* Without React in the page the answer is a new document; the fragment brings the form back into view. */}
          <Form
            method="post"
            action={`/contact${subject ? `?${new URLSearchParams({ subject })}` : ''}#enquiry`}
            {...getFormProps(form)}
            className="mt-6 grid gap-5 sm:grid-cols-2"
          >
            {form.errors?.length ? (
              <div className="sm:col-span-2">
                <Banner tone="error">{form.errors[0]}</Banner>
              </div>
            ) : null}
            <HoneypotField />
            <input {...getInputProps(fields.subject, { type: 'hidden' })} />
            <FieldFor label={contact.fields.name} autoComplete="name" field={fields.name} type="text" />
            <FieldFor label={contact.fields.email} autoComplete="email" field={fields.email} type="email" />
            <FieldFor label={contact.fields.mobile} autoComplete="tel" inputMode="tel" field={fields.mobile} type="tel" />
            <FieldFor label={contact.fields.city} autoComplete="address-level2" field={fields.city} type="text" />
            <div className="sm:col-span-2">
              <TextAreaFor label={contact.fields.message} rows={5} field={fields.message} />
            </div>
            <div className="sm:col-span-2">
              <SubmitButton
                busy={submitting}
                busyLabel="SENDING..."
                className="inline-flex min-h-11 items-center rounded-full bg-clay-600 px-7 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-clay-700 disabled:opacity-60"
              >
                {contact.submitLabel}
              </SubmitButton>
            </div>
          </Form>
        </div>
      </section>
    </>
  );
}

function ContactWay({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="eyebrow text-clay-700">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: contact.title,
    description: 'Write, call or request an exploration call to plan your stay, retreat or programme with us.',
    path: '/contact',
  });
