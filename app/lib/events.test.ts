import { describe, expect, it } from 'vitest';
import { categoryFromTitle, dateTimeText, matchesSearch, parseTimeSlots, slotMinutes, timeOfDay } from './events.ts';

describe('categoryFromTitle', () => {
  it('derives each category from the title, WELLNESS by default', () => {
    expect(categoryFromTitle('Aerial yoga')).toBe('YOGA');
    expect(categoryFromTitle('Hatha')).toBe('YOGA');
    expect(categoryFromTitle('Sound healing')).toBe('SOUND HEALING');
    expect(categoryFromTitle('Smiling meditation')).toBe('MEDITATION');
    expect(categoryFromTitle('Pranayama & breathwork')).toBe('BREATHWORK');
    expect(categoryFromTitle('Antenatal')).toBe('WELLNESS');
    expect(categoryFromTitle('Restorative')).toBe('WELLNESS');
  });
});

describe('matchesSearch', () => {
  const hatha = { title: 'Hatha', description: 'With Meera Nair', type: 'workshop', tag: 'POPULAR' };
  it('matches the title, the description, the category, the type and the tag, in any case', () => {
    for (const search of ['hatha', 'meera', 'Yoga', 'workshop', 'popular', '', '  '])
      expect(matchesSearch(hatha, search), search).toBe(true);
  });
  it('does not match words the event does not carry', () => {
    for (const search of ['sound', 'therapy', 'featured', 'meditation']) expect(matchesSearch(hatha, search), search).toBe(false);
  });
});

describe('dateTimeText', () => {
  it("joins price, duration and 'Pick a slot:' with the slots, separated by bars", () => {
    expect(dateTimeText({ price: 'Rs 500', duration: '60 min', timeSlots: ['7:30 AM', '9:00 AM', '5:00 PM'] })).toBe(
      'Rs 500 | 60 min | Pick a slot: 7:30 AM, 9:00 AM, 5:00 PM',
    );
  });
});

describe('time of day', () => {
  it('reads 12-hour and 24-hour slots', () => {
    expect(slotMinutes('7:30 AM')).toBe(450);
    expect(slotMinutes('12:00 PM')).toBe(720);
    expect(slotMinutes('12:15 AM')).toBe(15);
    expect(slotMinutes('18:00')).toBe(1080);
    expect(slotMinutes('soon')).toBeNull();
    expect(slotMinutes('13:00 PM')).toBeNull();
  });

  it('puts slots in morning (before noon), afternoon (noon to 4:59 PM) and evening (5 PM on)', () => {
    expect(timeOfDay('6:00 AM')).toBe('morning');
    expect(timeOfDay('11:59 AM')).toBe('morning');
    expect(timeOfDay('12:00 PM')).toBe('afternoon');
    expect(timeOfDay('4:59 PM')).toBe('afternoon');
    expect(timeOfDay('5:00 PM')).toBe('evening');
    expect(timeOfDay('7:30 PM')).toBe('evening');
    expect(timeOfDay('whenever')).toBeNull();
  });

  it('parses comma-separated slots, trimmed', () => {
    expect(parseTimeSlots(' 7:30 AM,9:00 AM , , 5:00 PM ')).toEqual(['7:30 AM', '9:00 AM', '5:00 PM']);
  });
});
