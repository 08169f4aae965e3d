import { z } from '../z.ts';
import { type FieldText, requiredString } from './record.ts';

/** The instructor form's fields as staff read them. */
export const INSTRUCTOR_FIELDS = {
  name: { label: 'Name', hint: 'As guests read it on the timetable; the class form offers it under Instructor.' },
  bio: { label: 'About', hint: 'A few words guests read beside the classes they lead.' },
} as const satisfies Record<string, FieldText>;

export const BIO_TEXT = 2000;

/** The admin instructor form: a name, and optionally a few words and a photo. */
export const instructorSchema = z.object({
  name: requiredString(INSTRUCTOR_FIELDS.name.label),
  bio: z.string().trim().max(BIO_TEXT, `${INSTRUCTOR_FIELDS.bio.label} must be at most ${BIO_TEXT} characters.`).default(''),
});

export type InstructorInput = z.output<typeof instructorSchema>;
