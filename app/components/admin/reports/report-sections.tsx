import type { ReactNode } from 'react';
import { ScrollTable } from '#app/components/admin/scroll-table.tsx';
import { bucketLabel, bucketTick, rangeSearch, reportDate, type ReportRange } from '#app/lib/admin/report-range.ts';
import { occupancyPercent, type ReportKind, type ReportsData, type TopEvent } from '#app/lib/admin/reports-view.ts';
import { formatPaise, formatRupees } from '#app/lib/money.ts';
import { BarListChart } from './bar-list-chart.tsx';
import { ColumnChart } from './column-chart.tsx';

// The four reports, each a section: its heading and CSV link, its chart, and the chart's figures as a
// table beneath (what a screen reader reads, and what staff copy from).

const cell = 'px-4 py-2.5 tabular-nums';
const numberCell = `${cell} text-right`;
const percentText = (booked: number, offered: number) => {
  const percent = occupancyPercent(booked, offered);
  return percent === null ? '—' : `${percent}%`;
};
const axisRupees = (paise: number) => formatRupees(paise / 100);

export function ReportSection({
  id,
  title,
  csv,
  range,
  children,
}: {
  id: ReportKind;
  title: string;
  csv: string;
  range: ReportRange;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`report-${id}`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`report-${id}`} className="text-xl font-semibold text-forest-900">
          {title}
        </h2>
        <a
          href={`/admin/reports/export.csv?${rangeSearch(range, { report: id })}`}
          download
          className="inline-flex min-h-11 items-center font-semibold text-forest-900 underline underline-offset-4"
        >
          {csv}
        </a>
      </div>
      {children}
    </section>
  );
}

export function Row({ head, values, strong }: { head: string; values: readonly ReactNode[]; strong?: boolean }) {
  return (
    <tr className={strong ? 'bg-sand-50 font-semibold' : undefined}>
      <th scope="row" className={`${cell} text-left font-semibold whitespace-nowrap text-forest-900`}>
        {head}
      </th>
      {values.map((value, index) => (
        <td key={index} className={numberCell}>
          {value}
        </td>
      ))}
    </tr>
  );
}

const per = (range: ReportRange) => (range.period === 'week' ? 'week' : 'month');
const sum = <T,>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

export function SalesReport({ data }: { data: ReportsData }) {
  const { range, sales } = data;
  const ticks = sales.map((row) => bucketTick(range.period, row.bucket));
  return (
    <ReportSection id="sales" title="Bookings and revenue" csv="Sales CSV" range={range}>
      <h3 className="mt-4 text-base font-semibold text-forest-900">Bookings made per {per(range)}</h3>
      <ColumnChart
        name={`Bookings made per ${per(range)}`}
        ticks={ticks}
        bars={[{ label: 'Bookings', values: sales.map((row) => row.bookings), fill: 'fill-forest-600', swatch: 'bg-forest-600' }]}
        formatValue={(value) => String(value)}
        integer
      />
      <h3 className="mt-6 text-base font-semibold text-forest-900">Revenue per {per(range)}</h3>
      <ColumnChart
        name={`Revenue per ${per(range)}: paid, refunded and net`}
        ticks={ticks}
        bars={[
          { label: 'Paid', values: sales.map((row) => row.paidPaise), fill: 'fill-forest-600', swatch: 'bg-forest-600' },
          { label: 'Refunded', values: sales.map((row) => row.refundedPaise), fill: 'fill-clay-600', swatch: 'bg-clay-600' },
        ]}
        trend={{ label: 'Net', values: sales.map((row) => row.netPaise), stroke: 'stroke-gold-400', swatch: 'bg-gold-400' }}
        formatValue={axisRupees}
      />
      <div className="mt-4">
        <ScrollTable
          frame="inset"
          label={`Bookings and revenue per ${per(range)}`}
          minWidth="min-w-[40rem]"
          columns={['Period', 'Bookings', 'Cancelled', 'Paid', 'Refunded', 'Net']}
        >
          {sales.map((row) => (
            <Row
              key={row.bucket}
              head={bucketLabel(range.period, row.bucket)}
              values={[row.bookings, row.cancelled, formatPaise(row.paidPaise), formatPaise(row.refundedPaise), formatPaise(row.netPaise)]}
            />
          ))}
          <Row
            strong
            head="Total"
            values={[
              sum(sales, (row) => row.bookings),
              sum(sales, (row) => row.cancelled),
              formatPaise(sum(sales, (row) => row.paidPaise)),
              formatPaise(sum(sales, (row) => row.refundedPaise)),
              formatPaise(sum(sales, (row) => row.netPaise)),
            ]}
          />
        </ScrollTable>
      </div>
    </ReportSection>
  );
}

export function ClassesReport({ data }: { data: ReportsData }) {
  const { range, classes } = data;
  return (
    <ReportSection id="classes" title="Occupancy of classes and events" csv="Class occupancy CSV" range={range}>
      <ColumnChart
        name={`Seats booked as a share of seats offered, per ${per(range)}`}
        ticks={classes.map((row) => bucketTick(range.period, row.bucket))}
        bars={[
          {
            label: 'Seats booked',
            values: classes.map((row) => occupancyPercent(row.seatsBooked, row.seatsOffered) ?? 0),
            fill: 'fill-forest-600',
            swatch: 'bg-forest-600',
          },
        ]}
        formatValue={(value) => `${value}%`}
        maxValue={100}
      />
      <div className="mt-4">
        <ScrollTable
          frame="inset"
          label={`Occupancy of classes and events per ${per(range)}`}
          minWidth="min-w-[34rem]"
          columns={['Period', 'Slots', 'Seats offered', 'Seats booked', 'Occupancy']}
        >
          {classes.map((row) => (
            <Row
              key={row.bucket}
              head={bucketLabel(range.period, row.bucket)}
              values={[row.slots, row.seatsOffered, row.seatsBooked, percentText(row.seatsBooked, row.seatsOffered)]}
            />
          ))}
        </ScrollTable>
      </div>
    </ReportSection>
  );
}

export function RoomsReport({ data }: { data: ReportsData }) {
  const { range, rooms } = data;
  return (
    <ReportSection id="rooms" title="Occupancy of rooms" csv="Room occupancy CSV" range={range}>
      {rooms ? (
        <>
          <ColumnChart
            name={`Room-nights sold as a share of room-nights offered, per ${per(range)}`}
            ticks={rooms.map((row) => bucketTick(range.period, row.bucket))}
            bars={[
              {
                label: 'Room-nights sold',
                values: rooms.map((row) => occupancyPercent(row.roomNightsSold, row.roomNightsOffered) ?? 0),
                fill: 'fill-forest-600',
                swatch: 'bg-forest-600',
              },
            ]}
            formatValue={(value) => `${value}%`}
            maxValue={100}
          />
          <p className="mt-3 text-sm text-muted">Closed nights and inactive room types offer no rooms.</p>
          <div className="mt-4">
            <ScrollTable
              frame="inset"
              label={`Occupancy of rooms per ${per(range)}`}
              minWidth="min-w-[34rem]"
              columns={['Period', 'Room-nights offered', 'Room-nights sold', 'Occupancy']}
            >
              {rooms.map((row) => (
                <Row
                  key={row.bucket}
                  head={bucketLabel(range.period, row.bucket)}
                  values={[row.roomNightsOffered, row.roomNightsSold, percentText(row.roomNightsSold, row.roomNightsOffered)]}
                />
              ))}
            </ScrollTable>
          </div>
        </>
      ) : (
        <p className="mt-4 text-muted">No rooms are kept yet: add room types under Rooms.</p>
      )}
    </ReportSection>
  );
}

function TopTable({ label, events }: { label: string; events: readonly TopEvent[] }) {
  return (
    <ScrollTable
      frame="inset"
      label={label}
      minWidth="min-w-[46rem]"
      columns={['Event', 'Dates', 'Sessions', 'Bookings', 'Paid', 'Refunded', 'Net']}
    >
      {events.map((event) => (
        <Row
          key={event.key}
          head={event.title}
          values={[
            datesOf(event),
            event.sessions,
            event.bookings,
            formatPaise(event.paidPaise),
            formatPaise(event.refundedPaise),
            formatPaise(event.netPaise),
          ]}
        />
      ))}
    </ScrollTable>
  );
}

const datesOf = (event: TopEvent) =>
  event.firstDate === event.lastDate ? reportDate(event.firstDate) : `${reportDate(event.firstDate)} to ${reportDate(event.lastDate)}`;

const eventLabel = (event: TopEvent) =>
  event.sessions > 1 ? `${event.title}, ${event.sessions} sessions` : `${event.title}, ${reportDate(event.firstDate)}`;

export function TopEventsReport({ data }: { data: ReportsData }) {
  const { range, topByBookings, topByRevenue } = data;
  return (
    <ReportSection id="top-events" title="Top events" csv="Top events CSV" range={range}>
      <p className="mt-2 text-muted">A weekly class or a repeated event counts once, with all its dates in the range.</p>
      <div className="grid gap-8 xl:grid-cols-2">
        <div>
          <h3 className="mt-4 text-base font-semibold text-forest-900">By bookings</h3>
          {topByBookings.length ? (
            <>
              <BarListChart
                name="Top events by bookings"
                items={topByBookings.map((event) => ({ key: event.key, label: eventLabel(event), value: event.bookings }))}
                formatValue={(value) => String(value)}
                fill="fill-forest-600"
                swatch="bg-forest-600"
              />
              <TopTable label="Top events by bookings" events={topByBookings} />
            </>
          ) : (
            <p className="mt-3 text-muted">No event in these dates has a booking.</p>
          )}
        </div>
        <div>
          <h3 className="mt-4 text-base font-semibold text-forest-900">By revenue</h3>
          {topByRevenue.length ? (
            <>
              <BarListChart
                name="Top events by net revenue"
                items={topByRevenue.map((event) => ({ key: event.key, label: eventLabel(event), value: event.netPaise }))}
                formatValue={formatPaise}
                fill="fill-gold-400"
                swatch="bg-gold-400"
              />
              <TopTable label="Top events by revenue" events={topByRevenue} />
            </>
          ) : (
            <p className="mt-3 text-muted">No event in these dates was paid for online.</p>
          )}
        </div>
      </div>
    </ReportSection>
  );
}
