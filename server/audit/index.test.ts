import { describe, expect, it } from 'vitest';
import { diffRows } from './index.ts';

describe('diffRows', () => {
  it('lists only the fields that changed, as before and after', () => {
    const before = { id: 'a', title: 'Hatha', price: 'Rs 500', updatedAt: new Date(1) };
    const after = { id: 'a', title: 'Hatha', price: 'Rs 550', updatedAt: new Date(2) };
    expect(diffRows(before, after)).toEqual({ price: ['Rs 500', 'Rs 550'] });
  });

  it('records every field of a create and of a delete', () => {
    expect(diffRows(null, { title: 'Yin yoga', notes: null })).toEqual({ title: [null, 'Yin yoga'] });
    expect(diffRows({ title: 'Yin yoga', eventDate: '2026-12-01' }, null)).toEqual({
      title: ['Yin yoga', null],
      eventDate: ['2026-12-01', null],
    });
  });

  it('compares lists and dates by value', () => {
    expect(diffRows({ timeSlots: ['7:30 AM'], publishedAt: new Date(5) }, { timeSlots: ['7:30 AM'], publishedAt: new Date(5) })).toEqual(
      {},
    );
    expect(diffRows({ timeSlots: ['7:30 AM'] }, { timeSlots: ['7:30 AM', '9:00 AM'] })).toEqual({
      timeSlots: [['7:30 AM'], ['7:30 AM', '9:00 AM']],
    });
  });
});
