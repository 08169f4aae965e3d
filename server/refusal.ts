import type { RefusedAnswer } from '#app/lib/api/answer.ts';

/**
 * What a server function throws when it will not do what was asked, for a reason the person asking
 * can read and act on: a slot full, an image too large, a booked time slot removed. `status` is the
 * HTTP status the route layer answers with (the +shared folders under app/routes); `message` is shown as it is, in
 * the exact words of the specification's error catalogue; `fieldErrors` name the form fields at fault when there are any. Anything else
 * thrown is a fault of ours, logged and answered with the screen's 503 message.
 */
export class Refusal extends Error {
  override name = 'Refusal';
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** For a 429: when asking again can succeed (the answer's Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, status: number, details: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {}) {
    super(message);
    this.status = status;
    this.fieldErrors = details.fieldErrors;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** A refusal as a JSON body: its sentence, and the fields at fault when it names any. */
export function refusalBody(refusal: Refusal): RefusedAnswer {
  return refusal.fieldErrors ? { error: refusal.message, fieldErrors: refusal.fieldErrors } : { error: refusal.message };
}
