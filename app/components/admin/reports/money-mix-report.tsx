import { ScrollTable } from '#app/components/admin/scroll-table.tsx';
import { movementMethodLabels } from '#app/lib/admin/money-view.ts';
import { mixMethods, mixProductLabels, type MoneyMixRow, type ReportsData } from '#app/lib/admin/reports-view.ts';
import { formatPaise } from '#app/lib/money.ts';
import { Row } from './report-sections.tsx';

// The range's money by product line (rows) and by how it came in (columns), with what went back and the
// net: a table only, since its figures are read across and down rather than compared as bars.

const figures = (row: Omit<MoneyMixRow, 'product'>) => [
  ...mixMethods.map((method) => formatPaise(row.byMethod[method])),
  formatPaise(row.paidPaise),
  formatPaise(row.refundedPaise),
  formatPaise(row.givenBackPaise),
  formatPaise(row.netPaise),
];

function totalOf(rows: readonly MoneyMixRow[]): Omit<MoneyMixRow, 'product'> {
  const sum = (pick: (row: MoneyMixRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    byMethod: Object.fromEntries(mixMethods.map((method) => [method, sum((row) => row.byMethod[method])])) as MoneyMixRow['byMethod'],
    paidPaise: sum((row) => row.paidPaise),
    refundedPaise: sum((row) => row.refundedPaise),
    givenBackPaise: sum((row) => row.givenBackPaise),
    netPaise: sum((row) => row.netPaise),
  };
}

export function MoneyMixReport({ data }: { data: ReportsData }) {
  return (
    <section aria-labelledby="report-mix" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="report-mix" className="text-xl font-semibold text-forest-900">
        Revenue by product and method
      </h2>
      <p className="mt-1 text-sm text-muted">
        Paid by when it was paid; refunds when processed; money given back by hand when it was given. Trainings are arranged by enquiry and
        are not paid here.
      </p>
      <div className="mt-4">
        <ScrollTable
          frame="inset"
          label="Paid, refunded and net by product and method"
          minWidth="min-w-[60rem]"
          columns={['Product', ...mixMethods.map((method) => movementMethodLabels[method]), 'Paid', 'Refunded', 'Given back', 'Net']}
        >
          {data.mix.map((row) => (
            <Row key={row.product} head={mixProductLabels[row.product]} values={figures(row)} />
          ))}
          <Row strong head="Total" values={figures(totalOf(data.mix))} />
        </ScrollTable>
      </div>
    </section>
  );
}
