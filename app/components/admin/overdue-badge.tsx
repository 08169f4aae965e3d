import { OVERDUE_LABEL } from '#app/lib/balance-due.ts';

/** A booking whose balance was not paid by its date: staff chase it, or the owner's rule cancels it. */
export function OverdueBadge() {
  return (
    <span className="inline-flex rounded-full border border-red-800 bg-red-50 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-red-900">
      {OVERDUE_LABEL}
    </span>
  );
}
