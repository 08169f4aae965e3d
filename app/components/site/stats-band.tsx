import type { StatisticItem } from '#app/content/types.ts';
import { widgetMarkup } from '../ui/widget.contract.ts';
import { statsBandMarkup as markup } from './stats-band.contract.ts';

/** The final figures; stats-band.enhance.ts runs them up from zero when the band is seen. */
export function StatsCounters({ items }: { items: readonly StatisticItem[] }) {
  return (
    <dl {...widgetMarkup.enhance.props('counters')} className="grid grid-cols-2 gap-6 sm:gap-10 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse text-center">
          <dt className="eyebrow mt-2 text-sand-200">{item.label}</dt>
          <dd className="font-display text-5xl font-semibold text-gold-300 tabular-nums sm:text-6xl" {...markup.target.props(item.number)}>
            {item.number}
          </dd>
        </div>
      ))}
    </dl>
  );
}
