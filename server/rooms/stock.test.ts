import { describe, expect, it } from 'vitest';
import { retreatRoomsNeeded, roomsNeeded } from '#app/lib/rooms.ts';
import { freeRooms, nightsOf, nightStock, type StockClosure, type StockHold } from './stock.ts';

const cottage = { id: 'cottage', roomCount: 4, active: true };

describe('the night arithmetic', () => {
  it('counts the nights of [check-in, check-out): one night, thirty, across a month and a year end', () => {
    expect(nightsOf('2026-12-10', '2026-12-11')).toEqual(['2026-12-10']);
    expect(nightsOf('2026-12-10', '2026-12-10')).toEqual([]);
    expect(nightsOf('2027-01-15', '2027-02-14')).toHaveLength(30);
    expect(nightsOf('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(nightsOf('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29']);
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('counts calendar nights whatever zone the machine runs in, across a daylight-saving change', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(nightsOf('2027-03-13', '2027-03-16')).toEqual(['2027-03-13', '2027-03-14', '2027-03-15']);
      expect(nightsOf('2027-11-06', '2027-11-08')).toEqual(['2027-11-06', '2027-11-07']);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('needs enough rooms for every adult, and for the retreat one per guest alone or per two sharing', () => {
    expect([1, 2, 3, 4, 5, 8].map((adults) => roomsNeeded(adults, 2))).toEqual([1, 1, 2, 2, 3, 4]);
    expect(roomsNeeded(3, 3)).toBe(1);
    expect(roomsNeeded(4, 1)).toBe(4);
    expect(retreatRoomsNeeded('single', 1)).toBe(1);
    expect(retreatRoomsNeeded('single', 2)).toBe(2);
    expect(retreatRoomsNeeded('double', 1)).toBe(1);
    expect(retreatRoomsNeeded('double', 2)).toBe(1);
    expect(retreatRoomsNeeded('double', 3)).toBe(2);
  });

  it('takes a hold on its nights only: the check-out night is free for the next guest', () => {
    const holds: StockHold[] = [{ roomTypeId: 'cottage', checkIn: '2026-12-10', checkOut: '2026-12-12', rooms: 3 }];
    expect(nightStock(cottage, '2026-12-09', holds, []).free).toBe(4);
    expect(nightStock(cottage, '2026-12-10', holds, []).free).toBe(1);
    expect(nightStock(cottage, '2026-12-11', holds, []).free).toBe(1);
    expect(nightStock(cottage, '2026-12-12', holds, []).free).toBe(4);
    expect(freeRooms(cottage, nightsOf('2026-12-11', '2026-12-14'), holds, [])).toBe(1);
    expect(freeRooms(cottage, nightsOf('2026-12-12', '2026-12-14'), holds, [])).toBe(4);
  });

  it("counts other types' holds for nothing, and never less than none free", () => {
    const holds: StockHold[] = [
      { roomTypeId: 'garden', checkIn: '2026-12-10', checkOut: '2026-12-11', rooms: 8 },
      { roomTypeId: 'cottage', checkIn: '2026-12-10', checkOut: '2026-12-11', rooms: 5 },
    ];
    expect(nightStock(cottage, '2026-12-10', holds, [])).toEqual({ night: '2026-12-10', total: 4, taken: 5, free: 0, closed: false });
  });

  it('sells nothing on a closed night, of the type or of the whole estate, both ends included', () => {
    const closures: StockClosure[] = [
      { roomTypeId: 'cottage', firstNight: '2026-12-20', lastNight: '2026-12-21' },
      { roomTypeId: null, firstNight: '2026-12-31', lastNight: '2026-12-31' },
      { roomTypeId: 'garden', firstNight: '2026-12-01', lastNight: '2026-12-31' },
    ];
    const closed = (night: string) => nightStock(cottage, night, [], closures);
    expect(closed('2026-12-19')).toMatchObject({ total: 4, closed: false });
    expect(closed('2026-12-20')).toMatchObject({ total: 0, free: 0, closed: true });
    expect(closed('2026-12-21')).toMatchObject({ total: 0, closed: true });
    expect(closed('2026-12-22')).toMatchObject({ total: 4, closed: false });
    expect(closed('2026-12-31')).toMatchObject({ total: 0, closed: true });
    expect(freeRooms(cottage, nightsOf('2026-12-18', '2026-12-21'), [], closures)).toBe(0);
  });

  it('sells nothing of an inactive type', () => {
    expect(freeRooms({ ...cottage, active: false }, ['2026-12-10'], [], [])).toBe(0);
  });
});
