import type { ReactNode } from 'react';

/** A dashboard card with its heading, which names the section for assistive technology. */
export function DashboardPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-sand-200">
      <h2 id={id} className="text-lg font-semibold text-forest-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
