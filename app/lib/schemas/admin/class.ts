import { z } from '../z.ts';
import { CATALOG_FIELDS, type FieldText, LONG_TEXT, requiredString, wholeNumber } from './record.ts';

/** The class form's fields as staff read them. */
export const CLASS_FIELDS = {
  ...CATALOG_FIELDS,
  instructor: { label: 'Instructor' },
  capacity: { label: 'Capacity', hint: 'How many people the class takes.' },
  schedule: { label: 'Schedule', placeholder: 'Mon, Wed, Fri · 7:00 AM' },
  description: { label: 'Description' },
} as const satisfies Record<string, FieldText>;

/** The admin class form: everything but the image is required; capacity is a number. */
export const classSchema = z.object({
  title: requiredString(CLASS_FIELDS.title.label),
  instructor: requiredString(CLASS_FIELDS.instructor.label),
  duration: requiredString(CLASS_FIELDS.duration.label, 100),
  price: requiredString(CLASS_FIELDS.price.label, 100),
  capacity: wholeNumber(CLASS_FIELDS.capacity.label, 1, 1000),
  schedule: requiredString(CLASS_FIELDS.schedule.label),
  description: requiredString(CLASS_FIELDS.description.label, LONG_TEXT),
});

export type ClassInput = z.output<typeof classSchema>;
