import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { FieldFor } from '#app/components/ui/conform-field.tsx';
import { HoneypotField } from '#app/components/ui/field.tsx';
import { newsletter } from '#app/content/newsletter.ts';
import { newsletterSchema } from '#app/lib/schemas/newsletter.ts';

/** The sign-up: posts to /newsletter, which answers with its own page (works without JavaScript). */
export function NewsletterForm({ lastResult }: { lastResult?: Parameters<typeof useForm>[0]['lastResult'] }) {
  const [form, fields] = useForm({
    id: 'newsletter',
    lastResult,
    constraint: getZodConstraint(newsletterSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
  });
  return (
    <Form method="post" action="/newsletter" {...getFormProps(form)} className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <HoneypotField />
      <div className="flex-1">
        <FieldFor label={newsletter.emailLabel} autoComplete="email" field={fields.email} type="email" />
      </div>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-clay-600 px-7 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-clay-700 sm:mt-7"
      >
        {newsletter.button}
      </button>
    </Form>
  );
}
