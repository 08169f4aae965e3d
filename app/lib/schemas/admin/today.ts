import { z } from '../z.ts';

/** What the Today screen's buttons ask for, each about one booking. */
export const todayIntents = ['check-in', 'no-show', 'undo', 'confirm', 'cancel'] as const;
export type TodayIntent = (typeof todayIntents)[number];

/** One button's form. Whether the id is a UUID is the action's question: a bad one is a 404. */
export const todayActionSchema = z.object({
  intent: z.enum(todayIntents, { error: 'Check in, no-show, undo, confirm or cancel.' }),
  id: z.string({ error: 'Which booking?' }).trim().min(1, 'Which booking?').max(100, 'Which booking?'),
});
