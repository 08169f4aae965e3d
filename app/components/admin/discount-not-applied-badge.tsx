import { DISCOUNT_NOT_APPLIED_MESSAGES } from '#app/lib/admin/promo-messages.ts';

/** A booking paid late, after its promo code or credit went to another booking: the discount is due from the guest. */
export function DiscountNotAppliedBadge() {
  return (
    <span className="inline-flex rounded-full border border-amber-800 bg-amber-50 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-amber-900">
      {DISCOUNT_NOT_APPLIED_MESSAGES.label}
    </span>
  );
}
