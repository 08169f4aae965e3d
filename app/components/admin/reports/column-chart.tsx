import { scaleBand, scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { ChartFrame, type ChartKey, tickVisibility } from './chart-frame.tsx';

// A column chart drawn by d3-scale and d3-shape as plain SVG in the server's HTML: bars side by side per
// bucket, and at most one line across them. Widths are percentages of the plot (x runs 0–100), heights are
// pixels, so the text keeps its size on a phone and on a wide screen alike; the line is drawn in a nested
// SVG stretched to the plot, its stroke kept even by vector-effect.

export interface ColumnSeries extends ChartKey {
  values: readonly number[];
  /** A Tailwind fill class, e.g. fill-forest-600. */
  fill: string;
}

export interface LineSeries extends ChartKey {
  values: readonly number[];
  /** A Tailwind stroke class. */
  stroke: string;
}

const HEIGHT = 220;
const TOP = 12;
const BOTTOM = 28;
const AXIS_WIDTH = 64;

export function ColumnChart({
  name,
  ticks,
  bars,
  trend,
  formatValue,
  maxValue,
  integer = false,
}: {
  /** The chart's accessible name. */
  name: string;
  /** The bucket's short name under each group of bars. */
  ticks: readonly string[];
  bars: readonly ColumnSeries[];
  trend?: LineSeries;
  formatValue: (value: number) => string;
  /** The top of the scale at least (100 for a percentage). */
  maxValue?: number;
  /** Counts: no tick between two whole numbers. */
  integer?: boolean;
}) {
  const all = [...bars.flatMap((series) => series.values), ...(trend?.values ?? [])];
  const y = scaleLinear()
    .domain([Math.min(0, ...all), Math.max(maxValue ?? 0, ...all, 1)])
    .range([HEIGHT - BOTTOM, TOP])
    .nice(4);
  const x = scaleBand<number>()
    .domain(ticks.map((_, index) => index))
    .range([0, 100])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const inner = scaleBand<number>()
    .domain(bars.map((_, index) => index))
    .range([0, x.bandwidth()])
    .padding(0.08);
  const zero = y(0);
  const trendPath = trend
    ? line<number>()
        .x((_, index) => (x(index) ?? 0) + x.bandwidth() / 2)
        .y((value) => y(value))(trend.values)
    : null;
  const visibility = tickVisibility(ticks.length);
  const yTicks = y.ticks(4).filter((tick) => !integer || Number.isInteger(tick));

  return (
    <ChartFrame name={name} keys={trend ? [...bars, { ...trend, line: true }] : bars}>
      <svg width={AXIS_WIDTH} height={HEIGHT} className="shrink-0 overflow-visible" aria-hidden="true">
        {yTicks.map((tick) => (
          <text key={tick} x={AXIS_WIDTH - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted text-[11px]">
            {formatValue(tick)}
          </text>
        ))}
      </svg>
      <svg width="100%" height={HEIGHT} className="min-w-0 flex-1 overflow-visible" aria-hidden="true">
        {yTicks.map((tick) => (
          <line key={tick} x1="0" x2="100%" y1={y(tick)} y2={y(tick)} className="stroke-sand-200" />
        ))}
        {ticks.map((tick, index) =>
          bars.map((series, seriesIndex) => {
            const value = series.values[index] ?? 0;
            const left = (x(index) ?? 0) + (inner(seriesIndex) ?? 0);
            return (
              <rect
                key={`${tick}-${series.label}`}
                x={`${left}%`}
                width={`${inner.bandwidth()}%`}
                y={Math.min(y(value), zero)}
                height={Math.abs(zero - y(value))}
                className={series.fill}
              />
            );
          }),
        )}
        <line x1="0" x2="100%" y1={zero} y2={zero} className="stroke-forest-900" />
        {ticks.map((tick, index) => (
          <text
            key={tick}
            x={`${(x(index) ?? 0) + x.bandwidth() / 2}%`}
            y={HEIGHT - 8}
            textAnchor="middle"
            className={`fill-muted text-[11px] ${visibility(index)}`}
          >
            {tick}
          </text>
        ))}
        {trend && trendPath ? (
          <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT} className="overflow-visible">
            <path d={trendPath} fill="none" strokeWidth={2.5} vectorEffect="non-scaling-stroke" className={trend.stroke} />
          </svg>
        ) : null}
      </svg>
    </ChartFrame>
  );
}
