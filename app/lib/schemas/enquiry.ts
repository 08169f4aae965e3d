import { emailAddress, honeypot, personName, phoneNumber } from './fields.ts';
import { z } from './z.ts';

export const enquirySchema = z.object({
  name: personName,
  email: emailAddress,
  mobile: phoneNumber,
  city: z
    .string({ error: 'Please tell us your city.' })
    .trim()
    .min(1, 'Please tell us your city.')
    .max(100, 'Please keep the city under 100 characters.'),
  message: z
    .string({ error: 'Please write a short message.' })
    .trim()
    .min(1, 'Please write a short message.')
    .max(4000, 'Please keep the message under 4000 characters.'),
  subject: z.string().trim().max(200, 'The subject is too long.').optional(),
  website: honeypot,
});

export type EnquiryInput = z.infer<typeof enquirySchema>;
