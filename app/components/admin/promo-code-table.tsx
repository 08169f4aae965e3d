import { PROMO_CODE_MESSAGES, type PromoCodeView, promoTargetLabels } from '#app/lib/admin/promo-messages.ts';
import { formatDayMonthYear } from '#app/lib/dates.ts';
import { rupeesText } from '#app/lib/promo.ts';
import { RecordList, RowActions } from './record-list.tsx';

const cell = 'px-4 py-3 align-top';

/** '10 %' or 'Rs 500'. */
export function discountText(code: Pick<PromoCodeView, 'discountType' | 'percentOff' | 'amountPaise'>): string {
  return code.discountType === 'percent' ? `${code.percentOff} %` : rupeesText(code.amountPaise ?? 0);
}

/** 'From 1 December 2026 to 31 March 2027', 'Until …', 'Always'. */
export function validityText(from: string | null, until: string | null): string {
  if (from && until) return `${formatDayMonthYear(from)} to ${formatDayMonthYear(until)}`;
  if (from) return `From ${formatDayMonthYear(from)}`;
  if (until) return `Until ${formatDayMonthYear(until)}`;
  return 'Always';
}

function limitsText(code: PromoCodeView): string {
  const total = code.maxUses === null ? `${code.uses} used` : `${code.uses} of ${code.maxUses} used`;
  return code.maxUsesPerEmail === null ? total : `${total}; ${code.maxUsesPerEmail} per e-mail`;
}

/** 'Promo codes (count)', the newest first, with their uses so far. */
export function PromoCodeTable({ codes }: { codes: PromoCodeView[] }) {
  return (
    <RecordList
      titleId="promo-codes-title"
      title={`Promo codes (${codes.length})`}
      empty={codes.length === 0 ? 'No promo codes yet. Create one to get started!' : null}
      className="mb-8"
      columns={['Code', 'Discount', 'Valid', 'Applies to', 'Uses', 'Active', 'Actions']}
      minWidth="min-w-[56rem]"
    >
      {codes.map((code) => (
        <tr key={code.id}>
          <td className={`${cell} font-mono font-semibold break-all text-forest-900`}>{code.code}</td>
          <td className={cell}>{discountText(code)}</td>
          <td className={cell}>{validityText(code.validFrom, code.validUntil)}</td>
          <td className={cell}>{code.appliesTo.map((target) => promoTargetLabels[target]).join(', ')}</td>
          <td className={cell}>{limitsText(code)}</td>
          <td className={cell}>{code.active ? 'Active' : 'Inactive'}</td>
          <td className={cell}>
            <RowActions id={code.id} name={code.code} question={PROMO_CODE_MESSAGES.confirmDelete} />
          </td>
        </tr>
      ))}
    </RecordList>
  );
}
