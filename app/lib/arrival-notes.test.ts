import { describe, expect, it } from 'vitest';
import { arrivalContent } from '#app/content/editable/arrival.ts';
import { stayContent } from '#app/content/editable/stay.ts';
import { retreatPackage } from '#app/content/retreat.ts';
import { arrivalNotes, retreatTimes } from './arrival-notes.ts';

const words = arrivalContent.first;
const stay = stayContent.first;

describe('arrival notes', () => {
  it('say when to come for a stay from the stay page’s times, and ask first for its photo ID rule', () => {
    expect(arrivalNotes({ kind: 'stay' }, words, stay)).toEqual({
      when: ['Check-in is from 12:00 PM on your arrival day.', 'Check-out is by 11:00 AM on the day you leave.'],
      bring: ['Please carry a valid photo ID for every guest at check-in.', ...words.stay.bring],
    });
    const later = { ...stay, checkInTime: '2:00 PM', checkOutTime: '10:30 AM', idRule: 'Bring an ID card.' };
    expect(arrivalNotes({ kind: 'stay' }, words, later)).toEqual({
      when: ['Check-in is from 2:00 PM on your arrival day.', 'Check-out is by 10:30 AM on the day you leave.'],
      bring: ['Bring an ID card.', ...words.stay.bring],
    });
  });

  it('give a session its own lines, in the published words', () => {
    expect(arrivalNotes({ kind: 'event' }, words, stay)).toEqual({
      when: [
        'Please arrive 15 minutes before your session begins, to find the hall, settle in and meet your teacher.',
        'If you are running late, call us and we will keep your place for as long as we can.',
      ],
      bring: words.event.bring,
    });
  });

  it('take a retreat’s times from its itinerary, else the stay page’s', () => {
    const [firstDay] = retreatPackage.itinerary;
    const lastDay = retreatPackage.itinerary.at(-1)!;
    const times = retreatTimes(retreatPackage.itinerary, { ...stay, checkInTime: '3:00 PM' });
    const retreat = arrivalNotes({ kind: 'retreat', times }, words, stay);
    expect(retreat.when[0]).toContain(firstDay!.items.find((item) => item.activity.startsWith('Check-in'))!.time);
    expect(retreat.when[1]).toContain(lastDay.items.find((item) => item.activity.startsWith('Check-out'))!.time);
    expect(retreat.bring).toEqual([stay.idRule, ...words.retreat.bring]);

    const days = [{ day: 1, title: 'Arrive', items: [{ time: '9:00 AM', activity: 'Yoga' }] }];
    const later = { ...stay, checkInTime: '1:00 PM', checkOutTime: '10:00 AM' };
    expect(arrivalNotes({ kind: 'retreat', times: retreatTimes(days, later) }, words, later).when).toEqual([
      'Check-in is from 1:00 PM on your first day.',
      'Check-out is at 10:00 AM on the last day.',
    ]);
  });
});
