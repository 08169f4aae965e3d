import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEPOSIT_FORM_MESSAGES } from '#app/lib/deposit.ts';
import {
  awaySpanSchema,
  practitionerSchema,
  serviceDepositRule,
  serviceSchema,
  THERAPY_FORM_MESSAGES,
  treatmentRoomSchema,
  workingDaysOf,
} from './therapies.ts';

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

function parsed<Schema extends z.ZodType<Record<string, unknown>>>(schema: Schema, fields: Record<string, string | string[]>) {
  const submission = parseWithZod(form(fields), { schema });
  return {
    status: submission.status,
    value: submission.status === 'success' ? (submission.value as z.output<Schema>) : undefined,
    error: submission.status === 'error' ? (submission.error ?? {}) : undefined,
  };
}

const service = {
  name: 'Abhyanga',
  description: 'A warm oil massage.',
  category: 'massage',
  durationMinutes: '60',
  bufferMinutes: '15',
  priceRupees: '3500',
  paymentMode: 'online',
  depositType: 'none',
  active: 'on',
};

describe('the service form', () => {
  it('reads a whole service, the empty stay price and room as none, one practitioner as a list', () => {
    const result = parsed(serviceSchema, { ...service, stayPriceRupees: '', roomKind: '', practitionerIds: 'p-1' });
    expect(result.status).toBe('success');
    if (!result.value) return;
    expect(result.value).toMatchObject({
      priceRupees: 3500,
      bufferMinutes: 15,
      active: true,
      bookableOnline: false,
      practitionerIds: ['p-1'],
    });
    expect(result.value.stayPriceRupees).toBeUndefined();
    expect(result.value.roomKind).toBeUndefined();
    expect(serviceDepositRule(result.value)).toEqual({ type: 'none' });
  });

  it('refuses a duration out of range and an unknown category', () => {
    const result = parsed(serviceSchema, { ...service, durationMinutes: '2', category: 'surgery' });
    expect(result.status).toBe('error');
    expect(result.error?.durationMinutes).toEqual(['Duration (minutes) must be a whole number from 5 to 480.']);
    expect(result.error?.category).toEqual(['Category is required.']);
  });

  it('refuses a deposit that does not fit its kind, and reads one that does', () => {
    const result = parsed(serviceSchema, { ...service, depositType: 'percent', depositAmount: '120' });
    expect(result.error?.depositAmount).toEqual([DEPOSIT_FORM_MESSAGES.percent]);
    const fixed = parsed(serviceSchema, { ...service, depositType: 'fixed', depositAmount: '500', depositDays: '2' });
    expect(fixed.value && serviceDepositRule(fixed.value)).toEqual({
      type: 'fixed',
      paise: 50_000,
      balanceDaysBefore: 2,
      nonRefundable: false,
    });
  });

  it('refuses a missing name and a price in words', () => {
    const result = parsed(serviceSchema, { ...service, name: ' ', priceRupees: 'free' });
    expect(result.error?.name).toEqual(['Name is required.']);
    expect(result.error?.priceRupees?.[0]).toMatch(/whole number/);
  });
});

describe('the practitioner form', () => {
  it('reads working days by their weekday, days left empty being days off', () => {
    const result = parsed(practitionerSchema, {
      title: 'Ayurvedic physician',
      takesAppointments: 'on',
      'hours[1].start': '09:00',
      'hours[1].end': '17:00',
      'hours[1].breakStart': '13:00',
      'hours[1].breakEnd': '14:00',
      'hours[3].start': '10:00',
      'hours[3].end': '12:30',
    });
    expect(result.status).toBe('success');
    if (!result.value) return;
    expect(workingDaysOf(result.value)).toEqual([
      { weekday: 1, startMinute: 540, endMinute: 1020, breakStartMinute: 780, breakEndMinute: 840 },
      { weekday: 3, startMinute: 600, endMinute: 750, breakStartMinute: null, breakEndMinute: null },
    ]);
  });

  it.each([
    [{ 'hours[2].start': '17:00', 'hours[2].end': '09:00' }, 'hours[2].end', THERAPY_FORM_MESSAGES.endBeforeStart],
    [{ 'hours[2].start': '09:00' }, 'hours[2].end', THERAPY_FORM_MESSAGES.hoursHalf],
    [
      { 'hours[2].start': '09:00', 'hours[2].end': '12:00', 'hours[2].breakStart': '11:00', 'hours[2].breakEnd': '13:00' },
      'hours[2].breakStart',
      THERAPY_FORM_MESSAGES.breakOutside,
    ],
    [
      { 'hours[2].start': '09:00', 'hours[2].end': '12:00', 'hours[2].breakStart': '10:00' },
      'hours[2].breakEnd',
      THERAPY_FORM_MESSAGES.breakHalf,
    ],
    [{ 'hours[2].start': '9 am', 'hours[2].end': '12:00' }, 'hours[2].start', THERAPY_FORM_MESSAGES.time],
  ])('refuses %o', (fields, field, message) => {
    const result = parsed(practitionerSchema, fields);
    expect(result.status).toBe('error');
    expect(result.error?.[field]).toEqual([message]);
  });
});

describe('a time off or closure, and a room', () => {
  it('reads date-times on the estate clock and refuses an end before the start', () => {
    const ok = parsed(awaySpanSchema, { from: '2027-01-10T09:00', to: '2027-01-12T18:00:00', note: 'Course' });
    expect(ok.value).toEqual({ from: '2027-01-10T09:00', to: '2027-01-12T18:00', note: 'Course' });
    const reversed = parsed(awaySpanSchema, { from: '2027-01-10T09:00', to: '2027-01-10T08:00' });
    expect(reversed.error?.to).toEqual([THERAPY_FORM_MESSAGES.spanReversed]);
    const bad = parsed(awaySpanSchema, { from: '2027-02-30T09:00', to: 'tomorrow' });
    expect(bad.error?.from).toEqual([THERAPY_FORM_MESSAGES.dateTime]);
    expect(bad.error?.to).toEqual([THERAPY_FORM_MESSAGES.dateTime]);
  });

  it('refuses a room without a name or of an unknown kind', () => {
    const result = parsed(treatmentRoomSchema, { name: '', kind: 'garage' });
    expect(result.error?.name).toEqual(['Name is required.']);
    expect(result.error?.kind).toEqual(['Kind is required.']);
  });
});
