import { formatDateTime } from '#app/lib/admin/format.ts';
import type { AuditAction } from '#app/lib/enums.ts';
import { useSite } from '#app/lib/use-site.ts';

export interface AuditEntryView {
  id: string;
  action: AuditAction;
  actorEmail: string;
  changes: Record<string, [unknown, unknown]>;
  createdAt: string;
}

const verbs = { create: 'created', update: 'changed', delete: 'deleted' } as const;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.join(', ');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** Who changed what and when, newest first; values are React text, so markup in them stays text. */
export function AuditList({ entries, heading = 'History' }: { entries: AuditEntryView[]; heading?: string }) {
  const { timeZone } = useSite();
  return (
    <section aria-label={heading}>
      <h3 className="text-sm font-bold tracking-[0.12em] text-forest-900 uppercase">{heading}</h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No changes recorded yet.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg bg-sand-100 px-3 py-2 text-sm">
              <p>
                <span className="font-semibold">{entry.actorEmail}</span> {verbs[entry.action]} it on{' '}
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, timeZone)}</time>
              </p>
              {entry.action === 'update' ? (
                <ul className="mt-1 space-y-0.5 text-muted">
                  {Object.entries(entry.changes).map(([field, [before, after]]) => (
                    <li key={field}>
                      <span className="font-medium text-ink">{field}</span>: {shown(before)} → {shown(after)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
