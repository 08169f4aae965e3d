import { z } from '../z.ts';
import { LONG_TEXT, requiredText, wholeNumber } from './record.ts';

/** The admin class form (SPEC §3 and §5): everything but the image is required; capacity is a number. */
export const classSchema = z.object({
  title: requiredText('Title'),
  instructor: requiredText('Instructor'),
  duration: requiredText('Duration', 100),
  price: requiredText('Price', 100),
  capacity: wholeNumber('Capacity', 1, 1000),
  schedule: requiredText('Schedule'),
  description: requiredText('Description', LONG_TEXT),
});

export type ClassInput = z.output<typeof classSchema>;
