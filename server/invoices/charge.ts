import { config } from '../config.ts';
import type { PaymentOrderDetails } from '../db/schema.ts';
import { type GstSettings, gstSettings } from './settings.ts';
import { taxOnTop } from './tax.ts';

/**
 * What the checkout charges for a priced order. The listed prices include GST by default, and are
 * charged as they are. With PRICES_INCLUDE_GST=false (and a GSTIN) they are before tax, and the GST of
 * the supply's rate is added, so the invoice's taxable value is the listed price to the paisa. Without a
 * GSTIN no tax is charged at all.
 */
export function withGst<T extends { amountPaise: number; details: PaymentOrderDetails }>(
  priced: T,
  settings: GstSettings = gstSettings(config()),
): T {
  if (settings.pricesIncludeGst || settings.gstin === null) return priced;
  const { ratePercent } = settings.supplies[priced.details.kind];
  return { ...priced, amountPaise: priced.amountPaise + taxOnTop(priced.amountPaise, ratePercent) };
}
