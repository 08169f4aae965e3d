import { TIMETABLE_MESSAGES } from '../../admin/timetable-messages.ts';
import { type ClassWeeklyTime, DEFAULT_WEEKS_AHEAD, parseWeeklyTimes } from '../../class-times.ts';
import { isIsoDate } from '../../dates.ts';
import { z } from '../z.ts';
import { CATALOG_FIELDS, type FieldText, LONG_TEXT, requiredString, requiredText, SHORT_TEXT, wholeNumber } from './record.ts';

/** The class form's fields as staff read them. */
export const CLASS_FIELDS = {
  ...CATALOG_FIELDS,
  instructor: { label: 'Instructor', hint: 'Pick one of the instructors (the Instructors screen keeps them), or type a name.' },
  capacity: { label: 'Capacity', hint: 'How many people the class takes.' },
  weeklyTimes: {
    label: 'Weekly times',
    hint: 'Weekday (or Daily) and start time, separated by commas, such as Mon 7:00 AM, Thu 5:30 PM, Daily 6:00 PM. Each makes a dated event on the calendar.',
  },
  weeksAhead: { label: 'Weeks ahead', hint: 'How many weeks of dates the calendar shows ahead.' },
  startsOn: { label: 'First date', hint: 'No dates are made before this day; empty: from today.' },
  schedule: { label: 'Schedule', placeholder: 'Mon, Wed, Fri · 7:00 AM', hint: 'Shown while the class has no weekly times.' },
  description: { label: 'Description' },
} as const satisfies Record<string, FieldText>;

const weeklyTimes = z
  .string()
  .max(SHORT_TEXT * 5, `${CLASS_FIELDS.weeklyTimes.label} must be at most ${SHORT_TEXT * 5} characters.`)
  .default('')
  .transform((text, context): ClassWeeklyTime[] => {
    const read = parseWeeklyTimes(text);
    if ('times' in read) return read.times;
    context.addIssue({ code: 'custom', message: TIMETABLE_MESSAGES.unreadableTime(read.unreadable) });
    return z.NEVER;
  });

// Left empty, the class starts from today: null, so that clearing the field on an edit clears the stored day.
const startsOn = z
  .string()
  .trim()
  .optional()
  .refine((value) => !value || isIsoDate(value), `${CLASS_FIELDS.startsOn.label} must be a real calendar date.`)
  .transform((value) => value || null);

/**
 * The admin class form: everything but the image is required, except the free-text schedule once the class
 * has weekly times, and the first date; capacity and weeks ahead are numbers.
 */
export const classSchema = z
  .object({
    title: requiredString(CLASS_FIELDS.title.label),
    instructor: requiredString(CLASS_FIELDS.instructor.label),
    duration: requiredString(CLASS_FIELDS.duration.label, 100),
    price: requiredString(CLASS_FIELDS.price.label, 100),
    capacity: wholeNumber(CLASS_FIELDS.capacity.label, 1, 1000),
    weeklyTimes,
    weeksAhead: wholeNumber(CLASS_FIELDS.weeksAhead.label, 1, 52).default(DEFAULT_WEEKS_AHEAD),
    startsOn,
    schedule: z.string().trim().max(SHORT_TEXT, `${CLASS_FIELDS.schedule.label} must be at most ${SHORT_TEXT} characters.`).default(''),
    description: requiredString(CLASS_FIELDS.description.label, LONG_TEXT),
  })
  .refine((value) => value.weeklyTimes.length > 0 || value.schedule !== '', {
    path: ['schedule'],
    message: requiredText(CLASS_FIELDS.schedule.label),
    // Said beside the other missing fields, unless the times or the schedule have their own fault to tell.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'weeklyTimes' || issue.path?.[0] === 'schedule'),
  });

export type ClassInput = z.output<typeof classSchema>;
