import { gstStateCode } from '#app/lib/indian-states.ts';
import type { Config } from '../config.ts';

/** What a GST document is issued for: the booking's kind. */
export type SupplyKind = 'stay' | 'retreat' | 'event' | 'training' | 'appointment';

export interface SupplyTax {
  ratePercent: number;
  sac: string;
}

/** The seller and the tax rules, from the environment (server/config.ts); tests pass their own. */
export interface GstSettings {
  /** Null: a plain receipt without tax lines. */
  gstin: string | null;
  legalName: string;
  address: string;
  state: string;
  stateCode: string;
  prefix: string;
  pricesIncludeGst: boolean;
  /** 'receipt-voucher': a payment that leaves something due is an advance, documented by a receipt voucher. */
  advances: 'tax-invoice' | 'receipt-voucher';
  timeZone: string;
  supplies: Record<SupplyKind, SupplyTax>;
}

type GstConfig = Pick<
  Config,
  | 'GSTIN'
  | 'GST_LEGAL_NAME'
  | 'GST_ADDRESS'
  | 'GST_STATE'
  | 'INVOICE_PREFIX'
  | 'PRICES_INCLUDE_GST'
  | 'GST_ADVANCES'
  | 'GST_RATE_STAY'
  | 'SAC_STAY'
  | 'GST_RATE_RETREAT'
  | 'SAC_RETREAT'
  | 'GST_RATE_EVENT'
  | 'SAC_EVENT'
  | 'GST_RATE_TRAINING'
  | 'SAC_TRAINING'
  | 'GST_RATE_APPOINTMENT'
  | 'SAC_APPOINTMENT'
  | 'SITE_NAME'
  | 'ESTATE_ADDRESS'
  | 'TIME_ZONE'
>;

export function gstSettings(cfg: GstConfig): GstSettings {
  return {
    gstin: cfg.GSTIN ?? null,
    legalName: cfg.GST_LEGAL_NAME ?? cfg.SITE_NAME,
    address: cfg.GST_ADDRESS ?? cfg.ESTATE_ADDRESS,
    state: cfg.GST_STATE,
    // The config only accepts names from the list, so the code is always found.
    stateCode: gstStateCode(cfg.GST_STATE) ?? '',
    prefix: cfg.INVOICE_PREFIX,
    pricesIncludeGst: cfg.PRICES_INCLUDE_GST,
    advances: cfg.GST_ADVANCES,
    timeZone: cfg.TIME_ZONE,
    supplies: {
      stay: { ratePercent: cfg.GST_RATE_STAY, sac: cfg.SAC_STAY },
      retreat: { ratePercent: cfg.GST_RATE_RETREAT, sac: cfg.SAC_RETREAT },
      event: { ratePercent: cfg.GST_RATE_EVENT, sac: cfg.SAC_EVENT },
      training: { ratePercent: cfg.GST_RATE_TRAINING, sac: cfg.SAC_TRAINING },
      appointment: { ratePercent: cfg.GST_RATE_APPOINTMENT, sac: cfg.SAC_APPOINTMENT },
    },
  };
}

/**
 * The invoice series and the credit notes' and receipt vouchers' own series: SKN, SKNC and SKNR (short, for
 * Rule 46's 16 characters).
 */
export function seriesOf(settings: Pick<GstSettings, 'prefix'>, kind: 'invoice' | 'credit-note' | 'receipt-voucher'): string {
  if (kind === 'invoice') return settings.prefix;
  return `${settings.prefix}${kind === 'credit-note' ? 'C' : 'R'}`;
}
