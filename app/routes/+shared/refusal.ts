import { data } from 'react-router';
import { Refusal, refusalBody } from '#server/refusal.ts';

// The edge between server functions and React Router: a Refusal becomes the answer a route gives.

/** A Refusal as an answer: `{ error }` (and its field errors, when it names any) with the refusal's status. */
export function refusalAnswer(refusal: Refusal) {
  return data(refusalBody(refusal), { status: refusal.status });
}

/** A refusal the route itself decides (a bad request, too many of them): said as every other refusal is. */
export function refusedWith(message: string, status: number) {
  return refusalAnswer(new Refusal(message, status));
}

/** GET and the like on an endpoint that only takes POST. */
export function methodNotAllowed() {
  return refusedWith('Use POST.', 405);
}

/**
 * Awaits `work`; a Refusal it throws is thrown on as its answer, so a page shows the status page of
 * its 4xx and an endpoint answers its JSON. Anything else is thrown as it is.
 */
export async function refusedAsAnswer<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Refusal) throw refusalAnswer(error);
    throw error;
  }
}
