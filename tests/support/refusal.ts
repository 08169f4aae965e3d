import { expect } from 'vitest';
import { Refusal } from '#server/refusal.ts';

/** Resolves to the Refusal a promise was rejected with, so that status, message and fields can all be checked. */
export async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}
