import { type DepositRule, depositTermsOf, depositTermsText } from '#app/lib/deposit-terms.ts';
import { formatPaise } from '#app/lib/money.ts';
import { DEPOSIT_MESSAGES } from '#app/lib/payment-messages.ts';
import { DEPOSIT_FIELD, depositMarkup as markup } from './deposit-choice.contract.ts';

/**
 * Pay in full or pay a deposit, when the rule offers one for what is booked: the deposit, the balance and
 * its due date in words. Hidden (and paying in full) while no terms apply: no rule, or booked within the
 * balance's due window. Markup only: deposit-choice.enhance.ts works the terms out again as the price,
 * the dates or a promo code change; the server works them out once more and charges only what it finds.
 */
export function DepositChoice({
  id,
  rule,
  today,
  pricePaise,
  start,
}: {
  id: string;
  rule: DepositRule;
  /** The estate's date today. */
  today: string;
  pricePaise: number;
  /** The start date, or the form field that holds it. */
  start: { date: string } | { field: string; date: string };
}) {
  if (rule.type === 'none') return null;
  const terms = depositTermsOf(rule, pricePaise, start.date, today);
  return (
    <fieldset
      {...markup.choice.props()}
      {...markup.rule.props(JSON.stringify(rule))}
      {...markup.today.props(today)}
      {...markup.pricePaise.props(pricePaise)}
      {...('field' in start ? markup.startField.props(start.field) : markup.start.props(start.date))}
      hidden={!terms}
      className="pb-3"
    >
      <legend className="text-sm font-semibold tracking-wide text-forest-900">{DEPOSIT_MESSAGES.legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm has-checked:border-forest-700 has-checked:bg-forest-100">
          <input type="radio" id={`${id}-full`} name={DEPOSIT_FIELD} value="full" defaultChecked />
          <span {...markup.full.props()}>{DEPOSIT_MESSAGES.full(formatPaise(pricePaise))}</span>
        </label>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm has-checked:border-forest-700 has-checked:bg-forest-100">
          <input type="radio" id={`${id}-deposit`} name={DEPOSIT_FIELD} value="deposit" />
          <span {...markup.deposit.props()}>{terms ? DEPOSIT_MESSAGES.deposit(formatPaise(terms.depositPaise)) : ''}</span>
        </label>
      </div>
      <p {...markup.terms.props()} aria-live="polite" className="pt-2 text-sm text-forest-900">
        {terms ? depositTermsText(terms) : ''}
      </p>
    </fieldset>
  );
}
