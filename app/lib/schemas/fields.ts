import { RETREAT_MESSAGES } from '../retreat-view.ts';
import { SLUG_MAX } from '../slug.ts';
import { z } from './z.ts';

// Building blocks shared by every public form, so a name or a phone is checked the same way everywhere;
// the back-office's forms use their words too.

export const FIELD_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please keep the name under 120 characters.',
  emailRequired: 'Please enter your e-mail address.',
  emailTooLong: 'Please check the e-mail address: it is too long.',
  emailInvalid: 'Please enter a valid e-mail address.',
  mobileRequired: 'Please enter your mobile number.',
  mobileInvalid: 'Please enter a valid mobile number.',
  tickBox: 'Please tick the box or leave it empty.',
} as const;

export const personName = z
  .string({ error: FIELD_MESSAGES.nameRequired })
  .trim()
  .min(1, FIELD_MESSAGES.nameRequired)
  .max(120, FIELD_MESSAGES.nameTooLong);

export const emailAddress = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(254, FIELD_MESSAGES.emailTooLong)
  .pipe(z.email(FIELD_MESSAGES.emailInvalid));

export const phoneNumber = z
  .string({ error: FIELD_MESSAGES.mobileRequired })
  .trim()
  .min(1, FIELD_MESSAGES.mobileRequired)
  .max(20, FIELD_MESSAGES.mobileInvalid)
  .regex(/^\+?[\d\s()-]+$/, FIELD_MESSAGES.mobileInvalid)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, FIELD_MESSAGES.mobileInvalid);

/** A tick box: unticked boxes are not sent, so the forms default it to false. */
export const tickBox = z.boolean({ error: FIELD_MESSAGES.tickBox });

/** A hidden field people never see; bots fill it in. Accepted here, so the action can quietly drop the request. */
export const honeypot = z.string().max(2000).optional();

/** Which retreat a booking form is for, by its page's slug; none, the first retreat. The server looks it up. */
export const retreatSlugField = z.string().trim().min(1).max(SLUG_MAX, RETREAT_MESSAGES.unknown).optional();
