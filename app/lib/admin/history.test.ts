import { describe, expect, it } from 'vitest';
import { describeValue, historySentence } from './history.ts';

const zone = 'Asia/Kolkata';
// 03:57 UTC is 09:27 in Kolkata.
const at = '2026-11-23T03:57:00.000Z';

describe('historySentence', () => {
  it('says a status change as the issue words it', () => {
    expect(
      historySentence(
        { action: 'update', actorEmail: 'owner@example.org', changes: { status: ['pending', 'confirmed'] }, createdAt: at },
        zone,
      ),
    ).toBe('23 Nov 2026, 09:27 — owner@example.org changed status from pending to confirmed.');
  });

  it('names fields in words and joins several changes with "and"', () => {
    const sentence = historySentence(
      {
        action: 'update',
        actorEmail: 'desk@example.org',
        changes: { selectedSlot: ['9:00 AM', '10:00 AM'], price: ['Rs 500.00', 'Rs 650.00'], notes: [null, 'VIP'], eventId: ['x', null] },
        createdAt: at,
      },
      zone,
    );
    expect(sentence).toBe(
      '23 Nov 2026, 09:27 — desk@example.org changed time slot from 9:00 AM to 10:00 AM, changed price from Rs 500.00 to Rs 650.00, set notes to VIP and cleared event (was x).',
    );
  });

  it('describes a guest cancellation in words, never as JSON', () => {
    const cancellation = { by: 'guest', at, outcome: 'credit', terms: 'Credit valid 60 days' };
    const sentence = historySentence(
      {
        action: 'update',
        actorEmail: 'guest',
        changes: { status: ['confirmed', 'cancelled'], cancellation: [null, cancellation] },
        createdAt: at,
      },
      zone,
    );
    expect(sentence).toBe(
      '23 Nov 2026, 09:27 — guest changed status from confirmed to cancelled and recorded the cancellation: by guest, at 23 Nov 2026, 09:27, outcome credit, terms Credit valid 60 days.',
    );
    expect(sentence).not.toMatch(/[{}"]/);
  });

  it('says creation, deletion and an offline payment plainly', () => {
    const base = { actorEmail: 'owner@example.org', createdAt: at };
    expect(historySentence({ ...base, action: 'create', changes: { status: [null, 'pending'] } }, zone)).toBe(
      '23 Nov 2026, 09:27 — owner@example.org created it.',
    );
    expect(historySentence({ ...base, action: 'delete', changes: {} }, zone)).toBe('23 Nov 2026, 09:27 — owner@example.org deleted it.');
    expect(historySentence({ ...base, action: 'update', changes: { payment: [null, '₹500 paid by cash'] } }, zone)).toBe(
      '23 Nov 2026, 09:27 — owner@example.org recorded a payment: ₹500 paid by cash.',
    );
  });
});

describe('describeValue', () => {
  it('turns booleans, lists, empties and long texts into short words', () => {
    expect(describeValue(true, zone)).toBe('yes');
    expect(describeValue(['7:00 AM', '9:00 AM'], zone)).toBe('7:00 AM, 9:00 AM');
    expect(describeValue('', zone)).toBe('empty');
    expect(describeValue('x'.repeat(200), zone)).toHaveLength(80);
    expect(describeValue({ kind: 'stay', adults: 2, room: { typeId: 'a' } }, zone)).toBe('kind stay, adults 2');
  });
});
