import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { FieldFor } from '#app/components/ui/conform-field.tsx';
import type { AwaySpan } from '#app/lib/admin/therapies.ts';
import { awaySpanSchema, PRACTITIONER_FIELDS } from '#app/lib/schemas/admin/therapies.ts';
import { buttonClass } from './buttons.ts';
import { FormErrorBanner, useRecordForm } from './record-form.tsx';

/**
 * A practitioner's time off or a room's closures: each span with Remove, and a form to add one (from,
 * until, a note) on the estate's clock. The forms post `add` with the owner's id and `remove` with the span's.
 */
export function AwaySpans({
  title,
  empty,
  noun,
  ownerId,
  spans,
  intents,
  lastResult,
}: {
  title: string;
  empty: string;
  /** 'time off', 'closure': names the buttons. */
  noun: string;
  ownerId: string;
  spans: readonly AwaySpan[];
  intents: { add: string; remove: string };
  lastResult: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useRecordForm(awaySpanSchema, { id: `${intents.add}-${ownerId}`, lastResult });
  const headingId = `${intents.add}-title`;
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id={headingId} className="text-2xl font-semibold text-forest-900">
        {title}
      </h2>
      {spans.length === 0 ? (
        <p className="mt-3 text-muted">{empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200">
          {spans.map((span) => (
            <li key={span.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-semibold text-forest-900">
                  {span.from} – {span.to}
                </span>
                {span.note ? <span className="block text-sm text-muted">{span.note}</span> : null}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value={intents.remove} />
                <input type="hidden" name="id" value={span.id} />
                <button
                  type="submit"
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`Remove the ${noun} from ${span.from} to ${span.to}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-6 grid items-end gap-x-6 gap-y-1 md:grid-cols-[1fr_1fr_1.5fr_auto]">
        <input type="hidden" name="intent" value={intents.add} />
        <input type="hidden" name="id" value={ownerId} />
        <FormErrorBanner errors={form.errors} className="mb-4 md:col-span-4" />
        <FieldFor {...PRACTITIONER_FIELDS.from} field={fields.from} type="datetime-local" />
        <FieldFor {...PRACTITIONER_FIELDS.to} field={fields.to} type="datetime-local" />
        <FieldFor {...PRACTITIONER_FIELDS.note} field={fields.note} type="text" />
        <div className="pb-6">
          <button type="submit" className={buttonClass('primary')}>
            Add {noun}
          </button>
        </div>
      </Form>
    </section>
  );
}
