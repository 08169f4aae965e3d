import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './buttons.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { ScrollTable } from './scroll-table.tsx';

/** A screen's list of records: 'Promo codes (3)' over its table (rows as children), or the sentence saying why there is none. */
export function RecordList({
  titleId,
  title,
  empty,
  columns,
  minWidth,
  className = '',
  children,
}: {
  /** The heading's id, which the table's scrolling region is labelled by. */
  titleId: string;
  title: string;
  /** Shown in place of the table when there is nothing to list; null when there is. */
  empty: string | null;
  columns: readonly string[];
  /** ScrollTable's: below it the table scrolls sideways. */
  minWidth: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 ${className}`}>
      <h2 id={titleId} className="px-5 pt-5 text-xl font-semibold text-forest-900 sm:px-6">
        {title}
      </h2>
      {empty === null ? (
        <ScrollTable columns={columns} minWidth={minWidth} labelledBy={titleId} frame="inset">
          {children}
        </ScrollTable>
      ) : (
        <p className="px-5 py-6 text-muted sm:px-6">{empty}</p>
      )}
    </section>
  );
}

/** A row's Edit (the screen's form, opened by `?edit=`) and Delete (asked first) for the record named `name`. */
export function RowActions({
  id,
  name,
  question,
  choice,
}: {
  id: string;
  name: string;
  question: string;
  choice?: ComponentProps<typeof ConfirmDelete>['choice'];
}) {
  return (
    <div className="flex gap-2">
      <Link to={`?edit=${id}`} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${name}`}>
        Edit
      </Link>
      <ConfirmDelete id={id} question={question} label={`Delete ${name}`} choice={choice} />
    </div>
  );
}
