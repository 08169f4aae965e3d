import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { eventFormSchema, eventSchema, ONLINE_PRICE_REQUIRED, onlinePriceMissing, splitTimeSlots } from './event.ts';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const valid = {
  title: '  Yin yoga  ',
  tag: 'POPULAR',
  price: 'Rs 500',
  duration: '60 min',
  eventDate: '2026-12-03',
  description: 'With Meera Nair',
  timeSlots: ' 7:30 AM, , 9:00 AM,7:30 AM ,5:00 PM, ',
  expandedDescription: '',
  slotCapacity: '12',
  type: 'therapy',
};

const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: eventSchema });
const errorsOf = (fields: Record<string, string>) => {
  const result = parse(fields);
  if (result.status === 'success') throw new Error('expected the form to be refused');
  return result.error ?? {};
};

describe('the admin event form', () => {
  it('accepts a full event, trimming text and splitting the slots', () => {
    const result = parse(valid);
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.value).toEqual({
      title: 'Yin yoga',
      tag: 'POPULAR',
      price: 'Rs 500',
      duration: '60 min',
      eventDate: '2026-12-03',
      description: 'With Meera Nair',
      timeSlots: ['7:30 AM', '9:00 AM', '5:00 PM'],
      expandedDescription: undefined,
      slotCapacity: 12,
      type: 'therapy',
      paymentMode: 'at-estate',
      staffConfirms: false,
    });
  });

  it('takes "Staff confirm bookings" ticked', () => {
    const result = parse({ ...valid, staffConfirms: 'on' });
    expect(result.status === 'success' && result.value.staffConfirms).toBe(true);
  });

  it('takes Payment: Online with a whole price in rupees', () => {
    const result = parse({ ...valid, paymentMode: 'online', priceRupees: '500' });
    expect(result.status === 'success' && [result.value.paymentMode, result.value.priceRupees]).toEqual(['online', 500]);
  });

  it.each(['0', '-5', '2.5', 'five', '1000001'])('refuses %s as the online price', (priceRupees) => {
    expect(errorsOf({ ...valid, paymentMode: 'online', priceRupees }).priceRupees).toEqual([
      'Price in rupees must be a whole number from 1 to 1000000.',
    ]);
  });

  it('refuses a payment mode outside the list', () => {
    expect(errorsOf({ ...valid, paymentMode: 'cash' }).paymentMode).toEqual(['Choose how the event is paid: at the estate or online.']);
  });

  it('the form asks for the price of an online event, in the same words the server refuses with', () => {
    const result = parseWithZod(form({ ...valid, paymentMode: 'online' }), { schema: eventFormSchema });
    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.error?.priceRupees).toEqual([ONLINE_PRICE_REQUIRED]);
    expect(onlinePriceMissing({ paymentMode: 'online', priceRupees: undefined })).toBe(ONLINE_PRICE_REQUIRED);
    expect(onlinePriceMissing({ paymentMode: 'at-estate', priceRupees: undefined })).toBeNull();
    expect(parseWithZod(form({ ...valid, paymentMode: 'online', priceRupees: '500' }), { schema: eventFormSchema }).status).toBe('success');
  });

  it('defaults seats per slot to 20 and the type to workshop', () => {
    const { slotCapacity: _seats, type: _type, ...rest } = valid;
    const result = parse(rest);
    expect(result.status === 'success' && [result.value.slotCapacity, result.value.type]).toEqual([20, 'workshop']);
  });

  it.each(['title', 'tag', 'price', 'duration', 'eventDate', 'description', 'timeSlots'])('requires %s', (field) => {
    const errors = errorsOf({ ...valid, [field]: '   ' });
    expect(errors[field]?.[0]).toMatch(/required|Choose a tag|at least one time slot/);
  });

  it('refuses slots that are only commas and spaces', () => {
    expect(errorsOf({ ...valid, timeSlots: ' , ,, ' }).timeSlots).toEqual(['Enter at least one time slot, such as 9:00 AM.']);
  });

  it('caps the slots: at most 24, each at most 40 characters', () => {
    const many = Array.from({ length: 25 }, (_, i) => `${i}:00`).join(',');
    expect(errorsOf({ ...valid, timeSlots: many }).timeSlots).toEqual(['Enter at most 24 time slots.']);
    expect(errorsOf({ ...valid, timeSlots: `9:00 AM, ${'x'.repeat(41)}` }).timeSlots).toEqual([
      'Each time slot must be at most 40 characters.',
    ]);
    expect(errorsOf({ ...valid, timeSlots: 'x'.repeat(10_000) }).timeSlots?.[0]).toMatch(/at most 24 slots/);
  });

  it('splits slots the SPEC way', () => {
    expect(splitTimeSlots('a, b,,a ,  c ')).toEqual(['a', 'b', 'c']);
    expect(splitTimeSlots('')).toEqual([]);
  });

  it('refuses a 10 kB title and a 10 kB facilitator description with a readable message', () => {
    const errors = errorsOf({ ...valid, title: 'x'.repeat(10_240), description: 'y'.repeat(10_240) });
    expect(errors.title).toEqual(['Title must be at most 200 characters.']);
    expect(errors.description).toEqual(['Facilitator description must be at most 2000 characters.']);
  });

  it('refuses an expanded description over 10 000 characters but takes one just under', () => {
    expect(errorsOf({ ...valid, expandedDescription: 'z'.repeat(10_001) }).expandedDescription).toEqual([
      'Expanded description must be at most 10000 characters.',
    ]);
    expect(parse({ ...valid, expandedDescription: 'z'.repeat(10_000) }).status).toBe('success');
  });

  it.each(['2026-02-30', '03/12/2026', 'tomorrow', '2026-13-01'])('refuses %s as a date', (eventDate) => {
    expect(errorsOf({ ...valid, eventDate }).eventDate).toEqual(['Enter a real calendar date.']);
  });

  it.each(['ten', '2.5', '-1', '501', '1e9'])('refuses %s seats per slot', (slotCapacity) => {
    expect(errorsOf({ ...valid, slotCapacity }).slotCapacity).toEqual(['Seats per slot must be a whole number from 0 to 500.']);
  });

  it('takes 0 and 500 seats per slot', () => {
    expect(parse({ ...valid, slotCapacity: '0' }).status).toBe('success');
    expect(parse({ ...valid, slotCapacity: '500' }).status).toBe('success');
  });

  it('refuses a tag or type outside the lists', () => {
    const errors = errorsOf({ ...valid, tag: 'IN-PERSON', type: 'party' });
    expect(errors.tag).toEqual(['Choose a tag: UPCOMING, FEATURED or POPULAR.']);
    expect(errors.type).toEqual(['Choose a type: therapy, workshop or retreat.']);
  });

  it('keeps markup as plain text: rendering, not the schema, keeps it harmless', () => {
    const result = parse({ ...valid, title: '<script>alert(1)</script>' });
    expect(result.status === 'success' && result.value.title).toBe('<script>alert(1)</script>');
  });
});
