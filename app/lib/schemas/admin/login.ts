import { z } from '../z.ts';

// The sign-in form says its two missing fields in the product's own words, without the full stop of
// the other back-office forms' requiredText.

export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password is too long'),
  redirectTo: z.string().max(500).optional(),
});
