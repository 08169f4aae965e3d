import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, Link } from 'react-router';
import { type AuditEntryView, AuditList } from '#app/components/admin/audit-list.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { Banner } from '#app/components/ui/banner.tsx';
import { Field, TextArea } from '#app/components/ui/field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { useSaving } from '#app/lib/admin/catalog-screen.ts';
import { eventTags, eventTypes } from '#app/lib/enums.ts';
import { DEFAULT_SLOT_CAPACITY, eventSchema } from '#app/lib/schemas/admin/event.ts';

export interface EditableEvent {
  id: string;
  title: string;
  tag: string;
  price: string;
  duration: string;
  eventDate: string;
  description: string;
  timeSlots: string[];
  expandedDescription: string | null;
  slotCapacity: number;
  type: string;
  imageUrl: string | null;
}

const tagOptions = eventTags.map((tag) => ({ value: tag, label: tag }));
const typeOptions = eventTypes.map((type) => ({ value: type, label: type[0]!.toUpperCase() + type.slice(1) }));
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

function SelectError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={`${id}-error`} aria-live="polite" className="min-h-6">
      {errors?.length ? <p className="mt-1 text-sm font-medium text-clay-700">{errors[0]}</p> : null}
    </div>
  );
}

/** 'Create New Event' or 'Edit Event' (SPEC §2), with the record's history when editing. */
export function EventForm({
  event,
  history,
  lastResult,
}: {
  event: EditableEvent | null;
  history: AuditEntryView[];
  lastResult?: SubmissionResult | null;
}) {
  const saving = useSaving();
  const [form, fields] = useForm({
    id: event ? `event-${event.id}` : 'event-new',
    lastResult,
    constraint: getZodConstraint(eventSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eventSchema }),
    defaultValue: event
      ? {
          ...event,
          timeSlots: event.timeSlots.join(', '),
          expandedDescription: event.expandedDescription ?? '',
          slotCapacity: String(event.slotCapacity),
        }
      : { tag: 'UPCOMING', type: 'workshop', slotCapacity: String(DEFAULT_SLOT_CAPACITY) },
  });
  const title = event ? 'Edit Event' : 'Create New Event';

  return (
    <section aria-labelledby="event-form-title" className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <h2 id="event-form-title" className="text-2xl font-semibold text-forest-900">
        {title}
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 grid gap-x-6 gap-y-1 md:grid-cols-2">
        <input type="hidden" name="intent" value={event ? 'update' : 'create'} />
        {event ? <input type="hidden" name="id" value={event.id} /> : null}
        {form.errors?.length ? (
          <div className="mb-4 md:col-span-2">
            <Banner tone="error">{form.errors[0]}</Banner>
          </div>
        ) : null}
        <div className="md:col-span-2">
          <Field label="Title" errors={fields.title.errors} {...getInputProps(fields.title, { type: 'text' })} />
        </div>
        <div>
          <SelectField label="Tag" options={tagOptions} {...getSelectProps(fields.tag)} id={fields.tag.id} />
          <SelectError id={fields.tag.id} errors={fields.tag.errors} />
        </div>
        <div>
          <SelectField label="Type" options={typeOptions} {...getSelectProps(fields.type)} id={fields.type.id} />
          <SelectError id={fields.type.id} errors={fields.type.errors} />
        </div>
        <Field label="Price" placeholder="Rs 500" errors={fields.price.errors} {...getInputProps(fields.price, { type: 'text' })} />
        <Field
          label="Duration"
          placeholder="60 min"
          errors={fields.duration.errors}
          {...getInputProps(fields.duration, { type: 'text' })}
        />
        <Field label="Date" errors={fields.eventDate.errors} {...getInputProps(fields.eventDate, { type: 'date' })} />
        <Field
          label="Seats per slot"
          hint="Each time slot takes this many bookings."
          errors={fields.slotCapacity.errors}
          {...getInputProps(fields.slotCapacity, { type: 'number' })}
        />
        <div className="md:col-span-2">
          <Field
            label="Time slots"
            hint="Separate slots with commas, such as 7:30 AM, 9:00 AM, 5:00 PM."
            errors={fields.timeSlots.errors}
            {...getInputProps(fields.timeSlots, { type: 'text' })}
          />
        </div>
        <div className="md:col-span-2">
          <TextArea label="Facilitator description" rows={3} errors={fields.description.errors} {...getTextareaProps(fields.description)} />
        </div>
        <div className="md:col-span-2">
          <TextArea
            label="Expanded description (optional)"
            rows={5}
            errors={fields.expandedDescription.errors}
            {...getTextareaProps(fields.expandedDescription)}
          />
        </div>
        <div className="md:col-span-2">
          <Field label="Image" name="image" type="file" accept={IMAGE_TYPES} hint="Recommended size: 400x300 px" />
          {event?.imageUrl ? (
            <img
              src={event.imageUrl}
              alt={`Current image of ${event.title}`}
              width={200}
              height={150}
              className="mb-4 rounded-lg object-cover"
            />
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button type="submit" className={buttonClass('primary')} disabled={saving}>
            {saving ? 'Saving...' : event ? 'Update Event' : 'Create Event'}
          </button>
          <Link to="/admin/events" className={buttonClass('secondary')}>
            Cancel
          </Link>
        </div>
      </Form>
      {event ? (
        <div className="mt-8 border-t border-sand-200 pt-6">
          <AuditList entries={history} />
        </div>
      ) : null}
    </section>
  );
}
