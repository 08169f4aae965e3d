import { isIsoDate } from '../dates.ts';
import { z } from './z.ts';

// The Therapies page's address: /therapies?service=&day=&practitioner= (a GET form, so every step works
// without JavaScript). A part that does not read is dropped, never an error page: the page then asks again.

const part = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const therapiesQuerySchema = z.object({
  service: part(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,80}$/),
  ),
  day: part(z.string().refine(isIsoDate)),
  practitioner: part(z.uuid()),
});

export type TherapiesQuery = z.infer<typeof therapiesQuerySchema>;
