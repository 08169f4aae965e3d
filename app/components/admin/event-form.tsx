import { useInstructorOptions } from '#app/components/admin/instructor-choices.tsx';
import {
  CatalogImageField,
  type RecordFormProps,
  RecordFormSection,
  SelectWithError,
  useRecordForm,
} from '#app/components/admin/record-form.tsx';
import { CheckboxFor, FieldFor, TextAreaFor } from '#app/components/ui/conform-field.tsx';
import { capitalized, optionsOf } from '#app/components/ui/select-field.tsx';
import { eventPaymentModes, eventTags, eventTypes } from '#app/lib/enums.ts';
import { DEFAULT_SLOT_CAPACITY, EVENT_FIELDS, PAYMENT_MODE_LABELS } from '#app/lib/schemas/admin/event.ts';
import { eventCreateSchema, eventUpdateSchema } from '#app/lib/schemas/admin/event-series.ts';
import { EventRepeatFieldset } from './event-repeat-fieldset.tsx';
import { SeriesScopeChoice } from './series-scope.tsx';

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
  paymentMode: string;
  pricePaise: number | null;
  staffConfirms: boolean;
  seriesId: string | null;
  instructorId: string | null;
}

const tagOptions = optionsOf(eventTags);
const typeOptions = optionsOf(eventTypes, capitalized);
const paymentOptions = optionsOf(eventPaymentModes, (mode) => PAYMENT_MODE_LABELS[mode]);

/** 'Create New Event' or 'Edit Event', with the record's history when editing. */
export function EventForm({ record: event, history, lastResult }: RecordFormProps<EditableEvent>) {
  // A new event may repeat; an edit of an event in a series says how far it reaches.
  const schema = event ? eventUpdateSchema : eventCreateSchema;
  const instructorOptions = useInstructorOptions();
  const [form, fields] = useRecordForm(schema, {
    id: event ? `event-${event.id}` : 'event-new',
    lastResult,
    defaultValue: event
      ? {
          ...event,
          timeSlots: event.timeSlots.join(', '),
          expandedDescription: event.expandedDescription ?? '',
          slotCapacity: String(event.slotCapacity),
          priceRupees: event.pricePaise === null ? '' : String(event.pricePaise / 100),
          instructorId: event.instructorId ?? '',
        }
      : {
          tag: 'UPCOMING',
          type: 'workshop',
          slotCapacity: String(DEFAULT_SLOT_CAPACITY),
          paymentMode: 'at-estate',
          repeat: 'none',
          repeatEnds: 'count',
        },
  });

  return (
    <RecordFormSection noun="Event" cancelHref="/admin/events" form={form} recordId={event?.id} history={history} files>
      <FieldFor {...EVENT_FIELDS.title} wide field={fields.title} type="text" />
      <SelectWithError label="Tag" field={fields.tag} options={tagOptions} />
      <SelectWithError label="Type" field={fields.type} options={typeOptions} />
      <SelectWithError label="Instructor" field={fields.instructorId} options={instructorOptions} />
      <FieldFor {...EVENT_FIELDS.price} field={fields.price} type="text" />
      <FieldFor {...EVENT_FIELDS.duration} field={fields.duration} type="text" />
      <FieldFor {...EVENT_FIELDS.eventDate} field={fields.eventDate} type="date" />
      <FieldFor {...EVENT_FIELDS.slotCapacity} field={fields.slotCapacity} type="number" />
      <SelectWithError label="Payment" field={fields.paymentMode} options={paymentOptions} />
      <FieldFor {...EVENT_FIELDS.priceRupees} field={fields.priceRupees} type="number" />
      <FieldFor {...EVENT_FIELDS.timeSlots} wide field={fields.timeSlots} type="text" />
      <CheckboxFor {...EVENT_FIELDS.staffConfirms} field={fields.staffConfirms} />
      <TextAreaFor {...EVENT_FIELDS.description} wide rows={3} field={fields.description} />
      <TextAreaFor {...EVENT_FIELDS.expandedDescription} wide rows={5} field={fields.expandedDescription} />
      <CatalogImageField hint="Recommended size: 400x300 px" current={event} />
      {event ? null : <EventRepeatFieldset fields={fields} />}
      {event?.seriesId ? (
        <div className="pb-4 md:col-span-2">
          <SeriesScopeChoice legend="This event repeats. Save the changes to" />
          <p className="mt-1 text-sm text-muted">
            Dates with bookings keep their date and time slots when the changes would move or remove a booked slot.
          </p>
        </div>
      ) : null}
    </RecordFormSection>
  );
}
