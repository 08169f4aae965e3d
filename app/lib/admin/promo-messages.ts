import type { PromoTarget } from '../enums.ts';
import { requiredText } from '../schemas/admin/record.ts';

// What the Promo Codes screen says: its banners, worded like the other screens' banners.

export const PROMO_CODE_MESSAGES = {
  fetchFailed: 'Failed to fetch promo codes',
  saveFailed: 'Failed to save promo code',
  deleteFailed: 'Failed to delete promo code',
  created: 'Promo code created successfully',
  updated: 'Promo code updated successfully',
  deleted: 'Promo code deleted successfully',
  deactivated: (code: string) => `${code} has been used, so it was deactivated rather than deleted.`,
  confirmDelete: 'Are you sure you want to delete this promo code? A code that has been used is deactivated instead.',
  notFound: 'This promo code does not exist (any more).',
  codeTaken: (code: string) => `There is already a code ${code} (codes are the same in capitals and small letters).`,
};

/** The promo code form's field messages. */
export const PROMO_FORM_MESSAGES = {
  code: requiredText('Code'),
  codeShape: 'Use letters, digits, - and _ only, at least 3 of them.',
  discountType: 'Choose a percentage or a fixed sum.',
  percentRequired: requiredText('Percent off'),
  amountRequired: requiredText('Rupees off'),
  date: 'Enter a real calendar date, or leave it empty.',
  untilBeforeFrom: 'Valid until must be on or after valid from.',
  appliesTo: 'Choose at least one of stays, the retreat and events.',
} as const;

/**
 * A booking paid late, after its promo code's last use or its credit's balance went to another booking
 * (server/promo/order.ts): the guest paid the discounted price, and the discount is due from them.
 */
export const DISCOUNT_NOT_APPLIED_MESSAGES = {
  label: 'Discount not applied',
  term: 'Due',
  details: (due: string) =>
    `${due} is due. Paid after the checkout had ended, when its promo code or credit had gone to another booking: the guest paid the discounted price, and the discount was not applied. Collect the difference or waive it.`,
} as const;

export const promoTargetLabels: Record<PromoTarget, string> = { stay: 'Stays', retreat: 'The retreat', event: 'Events' };

/** A promo code as the screen shows and edits it: plain values, dates as 'YYYY-MM-DD'. */
export interface PromoCodeView {
  id: string;
  code: string;
  discountType: 'percent' | 'fixed';
  percentOff: number | null;
  amountPaise: number | null;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  maxUsesPerEmail: number | null;
  appliesTo: PromoTarget[];
  active: boolean;
  /** Uses that count: orders paid or still open with it. */
  uses: number;
}

/** A guest's credit from a cancellation, shown read-only. */
export interface CreditView {
  id: string;
  code: string;
  ownerEmail: string | null;
  amountPaise: number | null;
  balancePaise: number | null;
  validUntil: string | null;
  active: boolean;
  uses: number;
}
