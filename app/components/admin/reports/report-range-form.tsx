import { Form, Link } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { Field } from '#app/components/ui/field.tsx';
import { rangeSearch, reportPeriodLabels, reportPeriods, type ReportRange } from '#app/lib/admin/report-range.ts';

// The reports' chooser: weekly or monthly (each a link to its default span, the last 12), and any span of
// dates, sent as a GET form so the address names the report and works before JavaScript loads. Both load
// a whole new page: a report is read, not edited, and the new figures come with their own charts.

export function ReportRangeForm({ range }: { range: ReportRange }) {
  return (
    <div className="mb-6 flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label="Report period">
        <ul className="inline-flex rounded-lg border border-forest-800 p-1">
          {reportPeriods.map((period) => (
            <li key={period}>
              <Link
                to={`?period=${period}`}
                reloadDocument
                aria-current={range.period === period ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold ${
                  range.period === period ? 'bg-forest-800 text-white' : 'text-forest-900 hover:bg-sand-100'
                }`}
              >
                {reportPeriodLabels[period]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" reloadDocument className="flex flex-wrap items-start gap-x-4" aria-label="Report dates">
        <input type="hidden" name="period" value={range.period} />
        <Field label="From" id="report-from" type="date" name="from" defaultValue={range.from} key={`from-${rangeSearch(range)}`} />
        <Field label="To" id="report-to" type="date" name="to" defaultValue={range.to} key={`to-${rangeSearch(range)}`} />
        <button type="submit" className={`${buttonClass('secondary')} mt-7`}>
          Show
        </button>
      </Form>
    </div>
  );
}
