import {
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { z } from 'zod';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field, FieldError } from '#app/components/ui/field.tsx';
import { SelectField, type SelectOption } from '#app/components/ui/select-field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { useSaving } from '#app/lib/admin/catalog-screen.ts';
import { IMAGE_TYPES, MAX_IMAGE_MB } from '#app/lib/uploaded-image.ts';
import { type AuditEntryView, AuditList } from './audit-list.tsx';
import { buttonClass } from './buttons.ts';

// The pieces the back-office's create/edit forms (events, classes, promo codes, bookings, blogs) are made of.

/**
 * Conform's state for a form checked by `schema`, the same schema its action parses with: a field is
 * checked when it is left, then again on every key until it is right.
 */
export function useRecordForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  options: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: DefaultValue<z.input<Schema>> },
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** What every record form is given: the record being edited (null for a new one), its history, and the last answer. */
export interface RecordFormProps<Editable> {
  record: Editable | null;
  history: AuditEntryView[];
  lastResult?: SubmissionResult<string[]> | null;
}

/** What the form does: create, or update the record with this id. */
export function RecordIntent({ recordId }: { recordId: string | undefined }) {
  return (
    <>
      <input type="hidden" name="intent" value={recordId ? 'update' : 'create'} />
      {recordId ? <input type="hidden" name="id" value={recordId} /> : null}
    </>
  );
}

/** The form's own error (one not tied to a field), as a red banner. */
export function FormErrorBanner({ errors, className }: { errors: string[] | undefined; className: string }) {
  return errors?.length ? (
    <div className={className}>
      <Banner tone="error">{errors[0]}</Banner>
    </div>
  ) : null;
}

/** A select with the space for its message kept, as a Field keeps it. */
export function SelectWithError({
  label,
  field,
  options,
}: {
  label: string;
  field: FieldMetadata<string>;
  options: readonly SelectOption[];
}) {
  const props = getSelectProps(field);
  return (
    <div>
      <SelectField {...props} id={props.id!} label={label} options={options} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Save (its label while the form is sent is 'Saving...') and Cancel, back to the list. */
export function FormActions({
  busy,
  submitLabel,
  cancelHref,
  className,
  preventScrollReset,
}: {
  busy: boolean;
  submitLabel: string;
  cancelHref: string;
  className: string;
  preventScrollReset?: boolean;
}) {
  return (
    <div className={className}>
      <SubmitButton busy={busy} busyLabel="Saving..." className={buttonClass('primary')}>
        {submitLabel}
      </SubmitButton>
      <Link to={cancelHref} className={buttonClass('secondary')} preventScrollReset={preventScrollReset}>
        Cancel
      </Link>
    </div>
  );
}

/** The record's history under its form. */
export function RecordHistory({ entries, className }: { entries: AuditEntryView[]; className: string }) {
  return (
    <div className={className}>
      <AuditList entries={entries} />
    </div>
  );
}

/** The image files an upload field offers. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
/** What an upload field says it takes. */
export const IMAGE_FILE_HINT = `JPEG, PNG, WebP or AVIF, up to ${MAX_IMAGE_MB} MB.`;

/** A record's picture (an event's or class's image, a room type's photo): a file to upload, and the current one when there is one. */
export function CatalogImageField({
  label = 'Image',
  hint = IMAGE_FILE_HINT,
  current,
}: {
  label?: 'Image' | 'Photo';
  hint?: string;
  current: { title: string; imageUrl: string | null } | null;
}) {
  return (
    <div className="md:col-span-2">
      <Field label={label} name="image" type="file" accept={IMAGE_ACCEPT} hint={hint} />
      {current?.imageUrl ? (
        <img
          src={current.imageUrl}
          alt={`Current ${label.toLowerCase()} of ${current.title}`}
          width={200}
          height={150}
          className="mb-4 rounded-lg object-cover"
        />
      ) : null}
    </div>
  );
}

/**
 * A record form's frame: heading ('Create New Event' or 'Edit Event'), the form with its intent and
 * banner, the fields given as children, Save and Cancel, and the record's history when editing.
 */
export function RecordFormSection<Schema extends Record<string, unknown>>({
  noun,
  cancelHref,
  form,
  recordId,
  history,
  files = false,
  children,
}: {
  /** 'Event', 'Promo Code': names the heading, the Save button and (as 'promo-code') the heading's id. */
  noun: string;
  cancelHref: string;
  form: FormMetadata<Schema, string[]>;
  recordId: string | undefined;
  history: AuditEntryView[];
  /** The form carries an image: it is sent as multipart. */
  files?: boolean;
  children: ReactNode;
}) {
  const saving = useSaving();
  const headingId = `${noun.toLowerCase().replaceAll(' ', '-')}-form-title`;
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id={headingId} className="text-2xl font-semibold text-forest-900">
        {recordId ? `Edit ${noun}` : `Create New ${noun}`}
      </h2>
      <Form
        method="post"
        encType={files ? 'multipart/form-data' : undefined}
        {...getFormProps(form)}
        className="mt-6 grid gap-x-6 gap-y-1 md:grid-cols-2"
      >
        <RecordIntent recordId={recordId} />
        <FormErrorBanner errors={form.errors} className="mb-4 md:col-span-2" />
        {children}
        <FormActions
          busy={saving}
          submitLabel={recordId ? `Update ${noun}` : `Create ${noun}`}
          cancelHref={cancelHref}
          className="flex flex-wrap gap-3 md:col-span-2"
        />
      </Form>
      {recordId ? <RecordHistory entries={history} className="mt-8 border-t border-sand-200 pt-6" /> : null}
    </section>
  );
}
