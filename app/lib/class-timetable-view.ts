import type { ClassWeeklyTime } from './class-times.ts';

/** One class as the public timetable (/classes) shows it. */
export interface TimetableClassView {
  id: string;
  title: string;
  description: string;
  /** The instructor's record's name when the class is linked to one, else the name typed on the class. */
  instructor: string;
  instructorBio: string | null;
  instructorPhoto: string | null;
  duration: string;
  price: string;
  imageUrl: string | null;
  /** Empty while staff have not set its times: `schedule` is then the only word of when it runs. */
  weeklyTimes: ClassWeeklyTime[];
  schedule: string;
  /** Its first day, while that is still to come; null once it has started or when it has none. */
  startsOn: string | null;
  /** Its next dated events on the calendar, soonest first. */
  nextDates: { date: string; slot: string }[];
}
