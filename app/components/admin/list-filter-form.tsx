import type { ComponentProps, ReactNode } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { Field } from '#app/components/ui/field.tsx';
import { FIELD_ROW, SelectField } from '#app/components/ui/select-field.tsx';
import { buttonClass } from './buttons.ts';

/**
 * A list's search and filters as a GET form, with Apply and Clear: the address holds them, so they work
 * without JavaScript and the pager repeats them. With JavaScript, blank fields stay out of the address.
 */
export function ListFilterForm({
  action,
  label,
  search,
  clearHref,
  className,
  children,
  beforeApply,
  afterClear,
}: {
  /** The list's own path: the current address's query would otherwise be encoded differently on server and client. */
  action: string;
  label: string;
  /** The filters' query string: a new one (after Apply or Clear) resets the fields to what the address says. */
  search: string;
  clearHref: string;
  className: string;
  children: ReactNode;
  /** In the row of buttons: a checkbox filter before Apply, a link such as an export after Clear. */
  beforeApply?: ReactNode;
  afterClear?: ReactNode;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      key={search}
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget))
          if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
        void submit(params, { method: 'get', action });
      }}
      className={`mb-6 grid gap-x-4 gap-y-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 ${className}`}
    >
      {children}
      <div className="flex flex-wrap items-center gap-3 pb-2 sm:col-span-full">
        {beforeApply}
        <button type="submit" className={buttonClass('primary')}>
          Apply
        </button>
        <Link to={clearHref} className={buttonClass('secondary')}>
          Clear
        </Link>
        {afterClear}
      </div>
    </Form>
  );
}

/** The list's search box, sent as `q`: the name every list's filters read their search from. */
export function FilterSearch({ id, defaultValue, maxLength, hint }: { id: string; defaultValue: string; maxLength: number; hint: string }) {
  return <Field label="Search" id={id} type="search" name="q" defaultValue={defaultValue} maxLength={maxLength} hint={hint} />;
}

/** A select beside the list's text fields, keeping the room they keep for a message so the row lines up. */
export function FilterSelect(props: Omit<ComponentProps<typeof SelectField>, 'className'>) {
  return <SelectField className={FIELD_ROW} {...props} />;
}
