import { z } from './z.ts';

// Building blocks shared by every public form, so a name or a phone is checked the same way everywhere.

export const personName = z
  .string({ error: 'Please enter your name.' })
  .trim()
  .min(1, 'Please enter your name.')
  .max(120, 'Please keep the name under 120 characters.');

export const emailAddress = z
  .string({ error: 'Please enter your e-mail address.' })
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .max(254, 'Please check the e-mail address: it is too long.')
  .pipe(z.email('Please enter a valid e-mail address.'));

export const phoneNumber = z
  .string({ error: 'Please enter your mobile number.' })
  .trim()
  .min(1, 'Please enter your mobile number.')
  .max(20, 'Please enter a valid mobile number.')
  .regex(/^\+?[\d\s()-]+$/, 'Please enter a valid mobile number.')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, 'Please enter a valid mobile number.');

/** A hidden field people never see; bots fill it in. Accepted here, so the action can quietly drop the request. */
export const honeypot = z.string().max(2000).optional();
