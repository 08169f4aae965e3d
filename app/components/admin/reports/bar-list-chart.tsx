import { scaleLinear } from 'd3-scale';
import { ChartFrame } from './chart-frame.tsx';

// A ranked list as horizontal bars (d3-scale), for the top events: each name above its bar, the figure at
// the bar's end. Bar lengths are percentages of the chart's width, so it reads the same on any screen.

const ROW = 44;
/** The longest bar leaves room for its figure. */
const LONGEST = 78;

export function BarListChart({
  name,
  items,
  formatValue,
  swatch,
  fill,
}: {
  name: string;
  items: readonly { key: string; label: string; value: number }[];
  formatValue: (value: number) => string;
  swatch: string;
  fill: string;
}) {
  const x = scaleLinear()
    .domain([0, Math.max(1, ...items.map((item) => item.value))])
    .range([0, LONGEST]);
  return (
    <ChartFrame name={name} keys={[{ label: name, swatch }]}>
      <svg width="100%" height={items.length * ROW} className="overflow-visible" aria-hidden="true">
        {items.map((item, index) => {
          const top = index * ROW;
          const length = Math.max(0.5, x(item.value));
          return (
            <g key={item.key}>
              <text x="0" y={top + 13} className="fill-ink text-[12px] font-semibold">
                {item.label}
              </text>
              <rect x="0" y={top + 20} width={`${length}%`} height={16} rx={3} className={fill} />
              <text x={`${length + 1}%`} y={top + 32} className="fill-muted text-[12px]">
                {formatValue(item.value)}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
