import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { gstSettings, seriesOf } from './settings.ts';

describe('GST settings from the environment', () => {
  it('issues receipts by default, as the estate, with the rates in force since 22 September 2025', () => {
    const settings = gstSettings(parseConfig({}));
    expect(settings).toMatchObject({
      gstin: null,
      legalName: 'Sukoon Healing Estate',
      address: 'Riverside Lane, Kalyani Nagar, Pune, Maharashtra 411006, India',
      state: 'Maharashtra',
      stateCode: '27',
      prefix: 'SKN',
      pricesIncludeGst: true,
      supplies: {
        stay: { ratePercent: 5, sac: '996311' },
        retreat: { ratePercent: 5, sac: '999723' },
        event: { ratePercent: 5, sac: '999723' },
      },
    });
  });

  it('takes every setting as given', () => {
    const settings = gstSettings(
      parseConfig({
        GSTIN: '29aagcb7383j1z4',
        GST_LEGAL_NAME: 'Sukoon Wellness LLP',
        GST_ADDRESS: '1 MG Road, Bengaluru 560001',
        GST_STATE: 'Karnataka',
        INVOICE_PREFIX: 'SWL',
        PRICES_INCLUDE_GST: 'false',
        GST_RATE_STAY: '18',
        SAC_STAY: '996311',
        GST_RATE_EVENT: '18',
        SAC_EVENT: '999293',
      }),
    );
    expect(settings).toMatchObject({
      gstin: '29AAGCB7383J1Z4',
      legalName: 'Sukoon Wellness LLP',
      address: '1 MG Road, Bengaluru 560001',
      state: 'Karnataka',
      stateCode: '29',
      prefix: 'SWL',
      pricesIncludeGst: false,
      supplies: { stay: { ratePercent: 18 }, event: { ratePercent: 18, sac: '999293' } },
    });
  });

  it('refuses a GSTIN with a typo, one from another state, an unknown state and a rate that is not one', () => {
    expect(() => parseConfig({ GSTIN: '27AAPFU0939F1ZW' })).toThrow(/GSTIN: must be a 15-character GSTIN/);
    expect(() => parseConfig({ GSTIN: '29AAGCB7383J1Z4' })).toThrow(/GSTIN: starts with 29, but GST_STATE Maharashtra has code 27/);
    expect(() => parseConfig({ GST_STATE: 'Bombay' })).toThrow(/GST_STATE: must be a state or union territory/);
    expect(() => parseConfig({ GST_RATE_STAY: '12.3' })).toThrow(/GST_RATE_STAY/);
    expect(() => parseConfig({ SAC_RETREAT: '12345' })).toThrow(/SAC_RETREAT: must be a six-digit SAC/);
    expect(() => parseConfig({ PRICES_INCLUDE_GST: 'yes' })).toThrow(/PRICES_INCLUDE_GST: must be true or false/);
  });

  it('documents advances with tax invoices unless the accountant chooses receipt vouchers, each in its own series', () => {
    expect(gstSettings(parseConfig({})).advances).toBe('tax-invoice');
    expect(gstSettings(parseConfig({ GST_ADVANCES: 'receipt-voucher' })).advances).toBe('receipt-voucher');
    expect(() => parseConfig({ GST_ADVANCES: 'voucher' })).toThrow(/GST_ADVANCES: must be tax-invoice or receipt-voucher/);
    const series = (['invoice', 'credit-note', 'receipt-voucher'] as const).map((kind) => seriesOf({ prefix: 'SKN' }, kind));
    expect(series).toEqual(['SKN', 'SKNC', 'SKNR']);
  });
});
