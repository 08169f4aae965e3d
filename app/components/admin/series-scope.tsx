import { useId } from 'react';
import { type SeriesScope, seriesScopes } from '#app/lib/enums.ts';

const labels: Record<SeriesScope, string> = { this: 'This event', later: 'This and later events' };

/**
 * For an event of a series: whether an edit or a delete reaches this event alone or it and
 * the later events of its series. `form` ties the radios to a form they are not inside (a dialog's footer).
 */
export function SeriesScopeChoice({ legend, form, className = '' }: { legend: string; form?: string; className?: string }) {
  const id = useId();
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold tracking-wide text-forest-900">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-x-6 gap-y-1">
        {seriesScopes.map((scope) => (
          <label key={scope} htmlFor={`${id}-${scope}`} className="flex min-h-11 items-center gap-2 text-base">
            <input
              type="radio"
              id={`${id}-${scope}`}
              name="scope"
              value={scope}
              form={form}
              defaultChecked={scope === 'this'}
              className="h-5 w-5 accent-forest-800"
            />
            {labels[scope]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
