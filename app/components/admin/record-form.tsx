import { type FieldMetadata, type FormMetadata, getFormProps, getSelectProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { SelectField, type SelectOption } from '#app/components/ui/select-field.tsx';
import { useSaving } from '#app/lib/admin/catalog-screen.ts';
import { type AuditEntryView, AuditList } from './audit-list.tsx';
import { buttonClass } from './buttons.ts';

// The pieces the back-office's create/edit forms (events, classes, bookings, blogs) are made of.

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
      <div id={field.errorId} aria-live="polite" className="min-h-6">
        {field.errors?.length ? <p className="mt-1 text-sm font-medium text-clay-700">{field.errors[0]}</p> : null}
      </div>
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
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </button>
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

/** The Events and Classes forms' image: a file to upload, and the current image when there is one. */
export function CatalogImageField({ hint, current }: { hint: string; current: { title: string; imageUrl: string | null } | null }) {
  return (
    <div className="md:col-span-2">
      <Field label="Image" name="image" type="file" accept={IMAGE_TYPES} hint={hint} />
      {current?.imageUrl ? (
        <img
          src={current.imageUrl}
          alt={`Current image of ${current.title}`}
          width={200}
          height={150}
          className="mb-4 rounded-lg object-cover"
        />
      ) : null}
    </div>
  );
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * The Events and Classes forms' frame: heading, the multipart form with its intent and banner, the
 * fields given as children, Save and Cancel, and the record's history when editing.
 */
export function CatalogFormSection<Schema extends Record<string, unknown>>({
  entity,
  heading,
  submitLabel,
  cancelHref,
  form,
  recordId,
  history,
  children,
}: {
  /** 'event' or 'class': names the heading's id. */
  entity: string;
  heading: string;
  submitLabel: string;
  cancelHref: string;
  form: FormMetadata<Schema, string[]>;
  recordId: string | undefined;
  history: AuditEntryView[];
  children: ReactNode;
}) {
  const saving = useSaving();
  const headingId = `${entity}-form-title`;
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id={headingId} className="text-2xl font-semibold text-forest-900">
        {heading}
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 grid gap-x-6 gap-y-1 md:grid-cols-2">
        <RecordIntent recordId={recordId} />
        <FormErrorBanner errors={form.errors} className="mb-4 md:col-span-2" />
        {children}
        <FormActions busy={saving} submitLabel={submitLabel} cancelHref={cancelHref} className="flex flex-wrap gap-3 md:col-span-2" />
      </Form>
      {recordId ? <RecordHistory entries={history} className="mt-8 border-t border-sand-200 pt-6" /> : null}
    </section>
  );
}
