import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import type { PaymentOrderDetails } from '../db/schema.ts';
import { withGst } from './charge.ts';
import { gstSettings } from './settings.ts';
import { splitTax } from './tax.ts';

const retreat: PaymentOrderDetails = { kind: 'retreat', occupancy: 'double', startDate: '2027-01-10', guests: 1 };
const settings = (env: Record<string, string>) => gstSettings(parseConfig({ GSTIN: '27AAPFU0939F1ZV', ...env }));

describe('withGst: what the checkout charges', () => {
  it('charges listed prices as they are when they include GST (the default), or without a GSTIN', () => {
    expect(withGst({ amountPaise: 2_125_000, details: retreat }, settings({})).amountPaise).toBe(2_125_000);
    expect(
      withGst({ amountPaise: 2_125_000, details: retreat }, gstSettings(parseConfig({ PRICES_INCLUDE_GST: 'false' }))).amountPaise,
    ).toBe(2_125_000);
  });

  it('adds the supply’s GST to prices that exclude it, so the invoice’s taxable value is the listed price exactly', () => {
    const exclusive = settings({ PRICES_INCLUDE_GST: 'false', GST_RATE_RETREAT: '18' });
    expect(withGst({ amountPaise: 2_125_000, details: retreat }, exclusive).amountPaise).toBe(2_507_500);
    for (let listed = 1; listed < 500_000; listed += 1_013) {
      const charged = withGst({ amountPaise: listed, details: retreat }, exclusive).amountPaise;
      expect(splitTax({ totalPaise: charged, ratePercent: 18, intraState: true }).taxablePaise).toBe(listed);
    }
  });
});
