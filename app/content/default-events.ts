import { dailyTimes, weeklyTimesSummary } from '../lib/class-times.ts';
import { DEFAULT_SLOT_CAPACITY } from '../lib/schemas/admin/event.ts';
import type { DefaultClass, DefaultEvent } from './types.ts';

/** The day the calendar opened: the default events are its list of that day, seeded on every new database. */
export const FIRST_EVENTS_DATE = '2025-11-01';

/** The calendar's built-in events: the list of its first day, and the demo days' list in development. */
export const defaultEvents: DefaultEvent[] = [
  {
    title: 'Aerial yoga',
    type: 'workshop',
    description: 'With Kavya Iyer, aerial yoga teacher',
    tag: 'FEATURED',
    price: 'Rs 500',
    duration: '60 min',
    timeSlots: ['10:00 AM'],
    expandedDescription:
      'Float, stretch and invert with the support of a soft silk hammock. The hammock takes the weight off your spine and joints, so poses feel lighter and more playful. Suitable for beginners; please wear fitted clothes that cover your underarms and knees.',
  },
  {
    title: 'Yin yoga',
    type: 'workshop',
    description: 'With Rohan Mehta, Yin yoga teacher',
    tag: 'POPULAR',
    price: 'Rs 500',
    duration: '60 min',
    timeSlots: ['7:30 AM', '9:00 AM', '5:00 PM'],
    expandedDescription:
      'A slow, quiet practice of long-held floor poses that release deep tension in the hips, back and shoulders. Each pose is held for a few minutes with props for comfort. A calming class for any level and any time of day.',
  },
  {
    title: 'Antenatal',
    type: 'therapy',
    description: 'With Sneha Joshi, certified antenatal yoga teacher',
    tag: 'UPCOMING',
    price: 'Rs 500',
    duration: '60 min',
    timeSlots: ['10:00 AM'],
    expandedDescription:
      'Gentle yoga, breathing and relaxation for mothers-to-be, adapted for each trimester. The class eases back pain and swelling and helps you prepare calmly for birth. Please check with your doctor before joining.',
  },
  {
    title: 'Sound healing',
    type: 'therapy',
    description: 'With Arjun Deshpande, sound healer and meditation guide',
    tag: 'POPULAR',
    price: 'Rs 1200',
    duration: '60 min',
    timeSlots: ['6:30 AM', '9:30 AM', '6:00 PM'],
    expandedDescription:
      'Lie back and rest while singing bowls, gongs and chimes wash over you. The vibrations slow the breath, quiet busy thoughts and leave the body deeply relaxed. Mats, cushions and blankets are provided.',
  },
  {
    title: 'Smiling meditation',
    type: 'workshop',
    description: 'With Swati Rao, meditation guide',
    tag: 'FEATURED',
    price: 'Rs 1200',
    duration: '60 min',
    timeSlots: ['7:30 PM'],
    expandedDescription:
      'A warm, guided evening meditation that uses an inner smile to soften stress and bring kindness to body and mind. Simple to follow, even if you have never meditated before. A lovely way to close the day.',
  },
  {
    title: 'Hatha',
    type: 'workshop',
    description: 'With Meera Nair, senior Hatha teacher',
    tag: 'POPULAR',
    price: 'Rs 500',
    duration: '60 min',
    timeSlots: ['8:00 AM', '11:00 AM'],
    expandedDescription:
      'A balanced class of classic postures, breath and relaxation that builds strength, flexibility and focus. Meera offers variations so every body can practise safely. Ideal for beginners and regular practitioners alike.',
  },
  {
    title: 'Pranayama & breathwork',
    type: 'workshop',
    description: 'With Vikram Pillai, pranayama and breathwork facilitator',
    tag: 'UPCOMING',
    price: 'Rs 600',
    duration: '45 min',
    timeSlots: ['6:00 AM', '4:00 PM'],
    onlinePricePaise: 60_000,
    expandedDescription:
      'Learn simple breathing techniques to calm the nervous system, lift your energy and sleep better. The session moves from gentle awareness of the breath to classic pranayama practices. Best on a light or empty stomach.',
  },
  {
    title: 'Restorative',
    type: 'therapy',
    description: 'With Anjali Menon, restorative yoga teacher',
    tag: 'UPCOMING',
    price: 'Rs 550',
    duration: '60 min',
    timeSlots: ['3:00 PM', '7:00 PM'],
    onlinePricePaise: 55_000,
    expandedDescription:
      'Fully supported poses with bolsters and blankets let the body rest completely while the mind settles. A deeply soothing class for stress, tiredness or recovery from illness. No experience needed.',
  },
];

/** The teacher a default event's description names: 'With Kavya Iyer, aerial yoga teacher' → 'Kavya Iyer'. */
export function teacherOf(event: Pick<DefaultEvent, 'title' | 'description'>): string {
  const name = /^With ([^,]+),/.exec(event.description)?.[1]?.trim();
  if (!name) throw new Error(`the default event ${event.title} names no teacher`);
  return name;
}

/**
 * The demo classes: each default event as a weekly class, every day at the event's slots. Made from the
 * events themselves, so that a title, price or time changed there is changed here too. A class takes as
 * many people as a calendar event's slot does by default.
 */
export const defaultClasses: DefaultClass[] = defaultEvents.map((event) => {
  const weeklyTimes = dailyTimes(event.timeSlots);
  return {
    title: event.title,
    description: event.description,
    instructor: teacherOf(event),
    duration: event.duration,
    price: event.price,
    capacity: DEFAULT_SLOT_CAPACITY,
    // 'Daily · 7:30 AM, 9:00 AM, 5:00 PM': what /classes shows of the times, should staff clear them.
    schedule: weeklyTimesSummary(weeklyTimes).join('; '),
    weeklyTimes,
  };
});
