import { describe, expect, it } from 'vitest';
import { slotMinutes } from '#app/lib/events.ts';
import { arrivalContent } from './arrival.ts';
import { readClockTime } from './clock-time.ts';
import { accommodationParagraphs, stayContent } from './stay.ts';

// The stay page and the arrival notes as the owner edits them: their first content is the page's and the
// booking page's texts of before, written out here by hand so that a slip on either side shows.

const first = stayContent.first;

describe('the stay page’s content', () => {
  it('starts as the stay page read before it was editable', () => {
    expect(first.title).toBe('Book your stay');
    expect(first.intro).toBe(
      'Come for a single night, a long weekend or a few quiet weeks. Choose your dates and the number of guests, and we will take care of the rest.',
    );
    expect(first.accommodation.heading).toBe('Your room by the river');
    expect(accommodationParagraphs(first.accommodation.paragraphs, '₹3,420 per adult per night')).toEqual([
      'Our rooms are simple, airy and restful, with soft light, natural materials and views of the gardens. Each has its own bathroom and a comfortable bed made for deep sleep.',
      'The rate is ₹3,420 per adult per night and includes wholesome vegetarian meals. Add a doctor consultation, therapies, yoga or sound healing at any time during your stay.',
      'Staying longer for doctor-guided care? Speak to us before you book and we will plan a week-long or month-long programme with you.',
    ]);
    // With no room for sale the rate's paragraph is left out, as before.
    expect(accommodationParagraphs(first.accommodation.paragraphs, null)).toHaveLength(2);
    expect(first.accommodation.amenities).toEqual([
      'Attached bathroom with hot water',
      'Garden or river views',
      'Fresh linen and towels',
      'Vegetarian meals and herbal drinks',
      'Wi-Fi in common areas',
      'Free parking',
    ]);
    expect([first.checkInTime, first.checkOutTime]).toEqual(['12:00 PM', '11:00 AM']);
    expect([first.idRule, ...first.houseRules]).toEqual([
      'Please carry a valid photo ID for every guest at check-in.',
      'The estate is smoke-free and alcohol-free.',
      'Quiet hours are from 10:00 PM to 6:00 AM.',
      'Please tell us about any medical conditions or allergies before you arrive.',
      'Pets are not allowed on the estate.',
    ]);
    expect(stayContent.schema.parse(first)).toEqual(first);
  });

  it('takes a check-in or check-out time only as a time of day, kept as the site writes it', () => {
    expect(readClockTime(' 2:30 pm ')).toBe('2:30 PM');
    expect(readClockTime('09:05AM')).toBe('9:05 AM');
    expect(readClockTime('12:00 p.m.')).toBe('12:00 PM');
    for (const bad of ['25:00', 'noon', '14:00', '13:00 PM', '0:30 AM', '12:60 PM', '12 PM', '', '12:00 PM tomorrow'])
      expect(readClockTime(bad), bad).toBeNull();
    // What the refund engine counts from: minutes past midnight, as a calendar slot's time.
    expect(slotMinutes(readClockTime('12:15 am')!)).toBe(15);
    expect(slotMinutes(readClockTime('2:30 PM')!)).toBe(14 * 60 + 30);

    const parsed = stayContent.schema.safeParse({ ...first, checkInTime: '25:00', checkOutTime: 'noon' });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['checkInTime', 'Check-in time must be a time of day written like 12:00 PM or 9:30 AM.'],
      ['checkOutTime', 'Check-out time must be a time of day written like 12:00 PM or 9:30 AM.'],
    ]);
    expect(stayContent.schema.parse({ ...first, checkInTime: '1:30 pm' }).checkInTime).toBe('1:30 PM');
  });

  it('names the rate with {rate} once at most, and refuses any other word in braces', () => {
    const withParagraphs = (...paragraphs: string[]) =>
      stayContent.schema.safeParse({ ...first, accommodation: { ...first.accommodation, paragraphs } });
    expect(withParagraphs('Rooms by the river.').success).toBe(true);
    expect(withParagraphs('From {rate}.', 'Meals included.').success).toBe(true);
    for (const bad of [['From {rate}.', 'Again {rate}.'], ['From {Rate}.'], ['At {product}.'], ['From {rate.']]) {
      expect(withParagraphs(...bad).error?.issues[0]?.message, bad.join(' ')).toBe(
        'Accommodation paragraphs: {rate} may be written once, and no other word in braces.',
      );
    }
  });
});

describe('the arrival notes’ content', () => {
  it('starts as the booking page read before it was editable', () => {
    expect(arrivalContent.first).toEqual({
      event: {
        arrive: 'Please arrive 15 minutes before your session begins, to find the hall, settle in and meet your teacher.',
        late: 'If you are running late, call us and we will keep your place for as long as we can.',
        bring: [
          'Loose, comfortable clothes you can move and rest in',
          'A water bottle (we refill it with filtered water)',
          'Yoga mats, cushions and blankets are provided; bring your own mat if you prefer it',
          'Come with a light stomach: a small snack an hour or two before is best',
        ],
      },
      stay: {
        bring: [
          'Comfortable clothes, and a swimsuit or old clothes if you would like a mud bath',
          'Walking shoes or sandals for the gardens and the riverside paths',
          'Any medicines you take, and a note of allergies or conditions we should know about',
        ],
      },
      retreat: {
        bring: [
          'Any medical reports and the medicines you take, for your doctor consultation',
          'Loose cotton clothes for yoga and therapies, and a change for after the mud bath',
          'Comfortable walking shoes or sandals for the riverside paths',
          'A water bottle, a shawl or light jacket for early mornings',
        ],
      },
    });
    expect(arrivalContent.schema.parse(arrivalContent.first)).toEqual(arrivalContent.first);
    // Words only a guest's own booking page shows: no public page to preview them on.
    expect('path' in arrivalContent).toBe(false);
  });
});
