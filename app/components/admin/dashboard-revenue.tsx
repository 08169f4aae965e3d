import type { MonthRevenue } from '#app/lib/admin/dashboard-view.ts';

function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

function monthName(month: string): string {
  return new Date(`${month}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Money actually received this month: paid orders only, by the date the payment arrived. */
export function DashboardRevenue({ revenue }: { revenue: MonthRevenue }) {
  return (
    <section aria-labelledby="dashboard-revenue" className="rounded-2xl bg-forest-900 p-5 text-sand-50 shadow-xs">
      <h2 id="dashboard-revenue" className="text-lg font-semibold">
        Paid revenue this month
      </h2>
      <p className="mt-3 text-4xl font-semibold tabular-nums" data-testid="revenue-amount">
        {rupees(revenue.paise)}
      </p>
      <p className="mt-2 text-sm text-sand-200">
        <span data-testid="revenue-orders">{revenue.orders}</span> paid {revenue.orders === 1 ? 'order' : 'orders'} in{' '}
        {monthName(revenue.month)}
      </p>
    </section>
  );
}
