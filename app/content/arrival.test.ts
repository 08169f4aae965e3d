import { describe, expect, it } from 'vitest';
import { arrivalNotes, retreatTimes } from './arrival.ts';
import { retreatPackage } from './retreat.ts';
import { stay } from './stay.ts';

describe('arrival notes', () => {
  it('take their times from the stay and the booked retreat’s itinerary, where they are set', () => {
    expect(arrivalNotes('stay').when.join(' ')).toContain(`from ${stay.checkInTime}`);
    expect(arrivalNotes('stay').when.join(' ')).toContain(`by ${stay.checkOutTime}`);
    const [first] = retreatPackage.itinerary;
    const last = retreatPackage.itinerary.at(-1)!;
    const retreat = arrivalNotes('retreat', retreatTimes(retreatPackage.itinerary));
    expect(retreat.when[0]).toContain(first!.items.find((item) => item.activity.startsWith('Check-in'))!.time);
    expect(retreat.when[1]).toContain(last.items.find((item) => item.activity.startsWith('Check-out'))!.time);
  });

  it('give a retreat whose itinerary names no check-in the stay’s times', () => {
    const days = [{ day: 1, title: 'Arrive', items: [{ time: '9:00 AM', activity: 'Yoga' }] }];
    expect(arrivalNotes('retreat', retreatTimes(days)).when).toEqual([
      `Check-in is from ${stay.checkInTime} on your first day.`,
      `Check-out is at ${stay.checkOutTime} on the last day.`,
    ]);
  });

  it('ask every staying guest for photo ID, as the house rules do', () => {
    expect(arrivalNotes('stay').bring).toContain(stay.houseRules!.find((rule) => rule.includes('photo ID')));
    expect(arrivalNotes('retreat').bring).toContain(stay.houseRules!.find((rule) => rule.includes('photo ID')));
  });
});
