import type { ReactNode } from 'react';

/**
 * The panel a screen shows in place of its list: while the list is read again (`busy`, announced to
 * screen readers as it comes), or when there is nothing in it.
 */
export function EmptyState({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <p role={busy ? 'status' : undefined} className="rounded-2xl bg-white px-6 py-8 text-center text-muted shadow-sm ring-1 ring-sand-200">
      {children}
    </p>
  );
}
