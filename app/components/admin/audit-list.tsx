import { historySentence } from '#app/lib/admin/history.ts';
import type { AuditAction } from '#app/lib/enums.ts';
import { useSite } from '#app/lib/use-site.ts';

export interface AuditEntryView {
  id: string;
  action: AuditAction;
  actorEmail: string;
  changes: Record<string, [unknown, unknown]>;
  createdAt: string;
}

/** Who changed what and when, newest first, one sentence each; values are React text, so markup in them stays text. */
export function AuditList({ entries, heading = 'History' }: { entries: AuditEntryView[]; heading?: string }) {
  const { timeZone } = useSite();
  return (
    <section aria-label={heading}>
      <h3 className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">{heading}</h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No changes recorded yet.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg bg-sand-100 px-3 py-2 text-sm break-words">
              {historySentence(entry, timeZone)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
