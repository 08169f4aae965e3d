// How the calendar reads an event: its category, its card text, and when in the day a slot falls.

export const CATEGORIES = ['YOGA', 'SOUND HEALING', 'MEDITATION', 'BREATHWORK', 'WELLNESS'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The public side derives the category from the title; WELLNESS when nothing matches. */
export function categoryFromTitle(title: string): Category {
  const text = title.toLowerCase();
  if (text.includes('sound')) return 'SOUND HEALING';
  if (text.includes('meditat')) return 'MEDITATION';
  if (text.includes('breath') || text.includes('pranayama')) return 'BREATHWORK';
  if (text.includes('yoga') || text.includes('hatha') || text.includes('asana')) return 'YOGA';
  return 'WELLNESS';
}

/**
 * The calendar's search: a word matches an event when its title or description holds it, or the words
 * its card shows beside the title do: the category (so "yoga" finds Hatha, which the card calls YOGA),
 * the type (therapy, workshop, retreat) and the tag (POPULAR …).
 */
export function matchesSearch(event: { title: string; description: string; type: string; tag: string }, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  const words = [event.title, event.description, categoryFromTitle(event.title), event.type, event.tag].join('\n').toLowerCase();
  return words.includes(wanted);
}

/** A card's date-and-time line: 'price | duration | Pick a slot: a, b'. */
export function dateTimeText(event: { price: string; duration: string; timeSlots: readonly string[] }): string {
  return `${event.price} | ${event.duration} | Pick a slot: ${event.timeSlots.join(', ')}`;
}

/** Minutes after midnight of a slot such as '7:30 AM' or '18:00'; null when it is not a time. */
export function slotMinutes(slot: string): number | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*$/.exec(slot);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const meridiem = match[3]?.toUpperCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'PM' ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return hours * 60 + minutes;
}

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** Morning before noon, afternoon from noon to 4:59 PM, evening from 5 PM. */
export function timeOfDay(slot: string): TimeOfDay | null {
  const minutes = slotMinutes(slot);
  if (minutes === null) return null;
  if (minutes < 12 * 60) return 'morning';
  if (minutes < 17 * 60) return 'afternoon';
  return 'evening';
}

/** Parses comma-separated slots as staff type them: trimmed, empty ones dropped. */
export function parseTimeSlots(text: string): string[] {
  return text
    .split(',')
    .map((slot) => slot.trim())
    .filter(Boolean);
}
