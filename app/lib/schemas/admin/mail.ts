import { z } from '../z.ts';

/** The outbox's address: ?page=N (anything else is page 1). */
export function readMailQuery(searchParams: URLSearchParams): { page: number } {
  const page = Number(searchParams.get('page'));
  return { page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** 'Retry now'. Whether the id is a UUID is the action's question: a bad one is a 404. */
export const mailActionSchema = z.object({
  intent: z.literal('retry', { error: 'Only a retry can be asked for here.' }),
  id: z.string({ error: 'Which mail?' }).trim().min(1, 'Which mail?').max(100, 'Which mail?'),
});
