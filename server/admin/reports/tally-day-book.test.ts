// @vitest-environment happy-dom
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sampleMovements } from '#tests/support/tally-sample.ts';
import { TALLY_INCOME_LEDGERS, TALLY_METHOD_LEDGERS, TALLY_TAX_LEDGERS, tallyXml, voucherOf } from './tally-day-book.ts';

// The day book the accountant's guide shows is the one the code writes, and every ledger the code posts
// to is one the guide tells them to create: a change to either fails here until the other follows.

const GUIDE = 'docs/staff/tally.md';
const SAMPLE = 'docs/staff/samples/tally-day-book.xml';
const TIME_ZONE = 'Asia/Kolkata';
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

const text = (element: Element, tag: string) => element.getElementsByTagName(tag)[0]?.textContent ?? '';

describe('Tally day book', () => {
  const xml = tallyXml(sampleMovements.map((movement) => voucherOf(movement, TIME_ZONE)));

  it('is the sample the accountant’s guide shows, byte for byte', () => {
    expect(fs.readFileSync(SAMPLE, 'utf8')).toBe(xml);
  });

  it('posts only to ledgers the guide lists', () => {
    const guide = fs.readFileSync(GUIDE, 'utf8');
    const ledgers = [...Object.values(TALLY_METHOD_LEDGERS), ...Object.values(TALLY_INCOME_LEDGERS), ...Object.values(TALLY_TAX_LEDGERS)];
    for (const ledger of ledgers) expect(guide, ledger).toContain(`| ${ledger} |`);
    const posted = [...parse(xml).getElementsByTagName('LEDGERNAME')].map((element) => element.textContent);
    for (const ledger of posted) expect(ledgers).toContain(ledger);
  });

  it('balances every voucher to the paisa, debits negative and deemed positive as Tally reads them', () => {
    const vouchers = [...parse(xml).getElementsByTagName('VOUCHER')];
    expect(vouchers.map((voucher) => voucher.getAttribute('VCHTYPE'))).toEqual([
      'Receipt',
      'Receipt',
      'Receipt',
      'Payment',
      'Payment',
      'Receipt',
    ]);
    for (const voucher of vouchers) {
      expect(text(voucher, 'DATE')).toBe('20261120');
      expect(text(voucher, 'VOUCHERTYPENAME')).toBe(voucher.getAttribute('VCHTYPE'));
      const entries = [...voucher.getElementsByTagName('ALLLEDGERENTRIES.LIST')];
      const paise = entries.map((entry) => Math.round(Number(text(entry, 'AMOUNT')) * 100));
      expect(paise.reduce((sum, amount) => sum + amount, 0)).toBe(0);
      for (const [index, entry] of entries.entries()) expect(text(entry, 'ISDEEMEDPOSITIVE')).toBe(paise[index]! < 0 ? 'Yes' : 'No');
    }
  });

  it('debits the money’s ledger with what came in and credits income and GST with the invoice’s split', () => {
    const [stay, retreat] = sampleMovements.map((movement) => voucherOf(movement, TIME_ZONE));
    expect(stay!.entries).toEqual([
      { ledger: 'Razorpay', debitPaise: 806_400 },
      { ledger: 'Stay income', debitPaise: -720_000 },
      { ledger: 'Output CGST', debitPaise: -43_200 },
      { ledger: 'Output SGST', debitPaise: -43_200 },
    ]);
    expect(retreat!.number).toBe('INV/2026-27/0042');
    // The guest's own markup is text in the file, never XML.
    expect(xml).toContain('Daniel &amp; Co &lt;Travel&gt;');
  });

  it('gives money back as a payment: income and GST debited, the money’s ledger credited', () => {
    const refund = voucherOf(sampleMovements[3]!, TIME_ZONE);
    expect(refund.type).toBe('Payment');
    expect(refund.entries).toEqual([
      { ledger: 'Razorpay', debitPaise: -403_200 },
      { ledger: 'Stay income', debitPaise: 360_000 },
      { ledger: 'Output CGST', debitPaise: 21_600 },
      { ledger: 'Output SGST', debitPaise: 21_600 },
    ]);
    const byHand = voucherOf(sampleMovements[4]!, TIME_ZONE);
    expect(byHand.entries).toEqual([
      { ledger: 'Cash', debitPaise: -25_000 },
      { ledger: 'Classes and events income', debitPaise: 25_000 },
    ]);
    expect(byHand.number).toBe('EV9C3D');
  });
});
