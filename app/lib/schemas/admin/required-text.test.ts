import { describe, expect, it } from 'vitest';
import type { z } from '../z.ts';
import { altText } from './gallery.ts';
import { promoCodeSchema } from './promo-code.ts';
import { requiredText } from './record.ts';
import { addStaffSchema } from './staff.ts';

function messages(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const promo = { code: 'SPRING10', appliesTo: ['stay'] };

describe('a back-office field left empty', () => {
  it('is said in one sentence, the field’s label and "is required."', () => {
    expect(requiredText('Rupees off')).toBe('Rupees off is required.');
  });

  it('reads the same on the promo code, gallery and staff forms as on the catalogue forms', () => {
    expect(messages(promoCodeSchema, { ...promo, code: ' ', discountType: 'fixed', amountRupees: 100 })[0]).toBe('Code is required.');
    expect(messages(promoCodeSchema, { ...promo, discountType: 'percent' })).toEqual(['Percent off is required.']);
    expect(messages(promoCodeSchema, { ...promo, discountType: 'fixed' })).toEqual(['Rupees off is required.']);
    expect(messages(altText, '  ')).toEqual(['Alt text is required.']);
    expect(messages(addStaffSchema, { intent: 'add', name: 'Asha', email: '', role: 'owner' })).toEqual(['Email is required.']);
  });
});
