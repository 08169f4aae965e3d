import { z } from '#app/lib/schemas/z.ts';

/** The owner confirming a guest's erasure request: the form names the guest whose profile it was shown on. */
export const guestEraseSchema = z.object({ id: z.string().max(64) });
