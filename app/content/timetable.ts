// The public class timetable's fixed texts (/classes).
export const timetable = {
  eyebrow: 'Weekly classes',
  headline: 'Class timetable',
  intro: 'Our classes run every week at the same times. Pick one of the next dates to reserve your place on the calendar.',
  empty: 'No classes are on the timetable just now.',
  weekly: 'Every week',
  /** Before a class's first day: 'From 12th December 2026'. */
  startsFrom: 'From',
  next: 'Next dates',
  noDates: 'New dates are added soon.',
  loadError: 'We could not load the timetable just now. Please try again in a moment.',
  /** The calendar page's way here. */
  calendarLink: 'See the weekly class timetable',
} as const;
