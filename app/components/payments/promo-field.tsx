import type { PromoTarget } from '#app/lib/enums.ts';
import { PROMO_CODE_MAX } from '#app/lib/promo.ts';
import { PROMO_FIELD, promoMarkup } from './promo-field.contract.ts';

/** What the server said of the code the page was rendered with (the stay's search), if any. */
export type PromoPreview = { ok: true; line: string } | { ok: false; error: string } | null;

/**
 * A checkout's promo code: the code, APPLY, and the discount line or the code's one sentence, before
 * the guest pays. Markup only: promo-field.enhance.ts asks the server for the discount and writes the
 * answer and PAY's amount; the payment order applies the code again (or refuses it) on the server.
 */
export function PromoField({
  id,
  target,
  listPaise,
  code = '',
  preview = null,
}: {
  id: string;
  target: PromoTarget;
  listPaise: number;
  code?: string;
  preview?: PromoPreview;
}) {
  const tone = preview ? (preview.ok ? 'discount' : 'refused') : 'none';
  return (
    <div {...promoMarkup.field.props(target)} {...promoMarkup.listPaise.props(listPaise)} className="pb-2">
      <label htmlFor={id} className="text-sm font-semibold tracking-wide text-forest-900">
        Promo code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          name={PROMO_FIELD}
          defaultValue={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX}
          aria-describedby={`${id}-answer`}
          className="block w-full min-w-0 rounded-lg border border-sand-300 bg-white px-3.5 py-2.5 font-mono text-base text-ink uppercase shadow-xs focus:border-forest-600 focus:ring-2 focus:ring-forest-600/30 focus:outline-none"
        />
        <button
          type="button"
          {...promoMarkup.apply.props()}
          className="min-h-11 shrink-0 rounded-full px-5 text-sm font-semibold tracking-[0.1em] text-forest-900 ring-1 ring-forest-800 hover:bg-sand-200"
        >
          APPLY
        </button>
      </div>
      <p
        id={`${id}-answer`}
        aria-live="polite"
        {...promoMarkup.answer.props(tone)}
        className="min-h-6 pt-1 text-sm font-medium data-[promo-answer=discount]:text-forest-800 data-[promo-answer=refused]:text-clay-700"
      >
        {preview ? (preview.ok ? preview.line : preview.error) : ''}
      </p>
    </div>
  );
}
