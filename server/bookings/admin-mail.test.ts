import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../db/schema.ts';
import { mailForStatusChange } from './admin-mail.ts';

describe('the guest mail for a staff status change', () => {
  it('sends the confirmation or the cancellation when the status changes to it and the box is ticked', () => {
    expect(mailForStatusChange('pending', 'confirmed', true)).toBe('confirmed');
    expect(mailForStatusChange('cancelled', 'confirmed', true)).toBe('confirmed');
    expect(mailForStatusChange('pending', 'cancelled', true)).toBe('cancelled');
    expect(mailForStatusChange('confirmed', 'cancelled', true)).toBe('cancelled');
  });

  it('sends nothing when the box is unticked', () => {
    for (const before of bookingStatuses) {
      for (const after of bookingStatuses) expect(mailForStatusChange(before, after, false)).toBeNull();
    }
  });

  it('sends nothing when the status stays, or changes to pending or completed', () => {
    for (const status of bookingStatuses) expect(mailForStatusChange(status, status, true)).toBeNull();
    expect(mailForStatusChange('confirmed', 'completed', true)).toBeNull();
    expect(mailForStatusChange('cancelled', 'pending', true)).toBeNull();
  });
});
