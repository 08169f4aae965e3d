import type { EventCardData } from '#app/components/calendar/event-card.tsx';

/** An event as the calendar's card receives it: a Hatha class with one open slot, unless told otherwise. */
export function eventCardData(overrides: Partial<EventCardData> = {}): EventCardData {
  return {
    id: '5f0c6a52-7d4e-4c3b-9a61-2b8e0f1d9c47',
    title: 'Hatha',
    description: 'With Meera Nair',
    tag: 'POPULAR',
    category: 'YOGA',
    price: 'Rs 500',
    duration: '60 min',
    eventDate: '2026-11-30',
    imageUrl: null,
    expandedDescription: 'Slow breath and long holds.',
    slots: [{ time: '8:00 AM', seatsLeft: 3, started: false }],
    ...overrides,
  };
}
