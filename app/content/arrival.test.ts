import { describe, expect, it } from 'vitest';
import { arrival } from './arrival.ts';
import { retreatPackage } from './retreat.ts';
import { stay } from './stay.ts';

describe('arrival notes', () => {
  it('take their times from the stay and the retreat itinerary, where they are set', () => {
    expect(arrival.stay.when.join(' ')).toContain(`from ${stay.checkInTime}`);
    expect(arrival.stay.when.join(' ')).toContain(`by ${stay.checkOutTime}`);
    const [first] = retreatPackage.itinerary;
    const last = retreatPackage.itinerary.at(-1)!;
    expect(arrival.retreat.when[0]).toContain(first!.items.find((item) => item.activity.startsWith('Check-in'))!.time);
    expect(arrival.retreat.when[1]).toContain(last.items.find((item) => item.activity.startsWith('Check-out'))!.time);
  });

  it('ask every staying guest for photo ID, as the house rules do', () => {
    expect(arrival.stay.bring).toContain(stay.houseRules!.find((rule) => rule.includes('photo ID')));
    expect(arrival.retreat.bring).toContain(stay.houseRules!.find((rule) => rule.includes('photo ID')));
  });
});
