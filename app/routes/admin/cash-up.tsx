import { data, Form, Link } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { Field } from '#app/components/ui/field.tsx';
import { FIELD_ROW, SelectField } from '#app/components/ui/select-field.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { CASH_UP_MESSAGES, cashUpLineLabels, type CashUpView, NOT_RECORDED } from '#app/lib/admin/money-view.ts';
import { reportDate } from '#app/lib/admin/report-range.ts';
import { todayIn } from '#app/lib/dates.ts';
import { formatPaise } from '#app/lib/money.ts';
import { cashUpSchema } from '#app/lib/schemas/admin/money.ts';
import { cashUp } from '#server/admin/reports/cash-up.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/cash-up.ts';

// A day's till on the estate's clock, for the owner to count the cash drawer against and print: what came
// in by each method, what went back, the net; for one staff member, what they took and gave at the desk.

export async function loader({ request }: Route.LoaderArgs) {
  const timeZone = config().TIME_ZONE;
  const params = new URL(request.url).searchParams;
  const parsed = cashUpSchema.safeParse({ day: params.get('day') ?? undefined, staff: params.get('staff') ?? undefined });
  const today = todayIn(timeZone);
  const day = (parsed.success && parsed.data.day) || today;
  const staff = (parsed.success && parsed.data.staff) || null;
  const refused = parsed.success ? null : (parsed.error.issues[0]?.message ?? CASH_UP_MESSAGES.badDay);
  const screen = await adminLoader(request, {
    permission: 'report:view',
    failed: CASH_UP_MESSAGES.fetchFailed,
    load: async () => ({
      today,
      cashUp: await cashUp(db(), day, timeZone, staff),
      failure: refused ? banner('error', refused, { sticky: true }) : null,
    }),
    empty: () => ({ today, cashUp: null }),
  });
  // An address the form would never send gets today for everyone under a banner saying why, as a 400.
  return data(screen, { status: refused ? 400 : 200 });
}

const staffLabel = (staff: string) => (staff === NOT_RECORDED ? CASH_UP_MESSAGES.notRecorded : staff);

function staffOptions(view: CashUpView) {
  const known = new Set(view.staffOnDay);
  if (view.staff && view.staff !== NOT_RECORDED) known.add(view.staff);
  const choices = [...known].sort();
  if (view.notRecordedOnDay || view.staff === NOT_RECORDED) choices.push(NOT_RECORDED);
  return [{ value: '', label: CASH_UP_MESSAGES.everyone }, ...choices.map((value) => ({ value, label: staffLabel(value) }))];
}

const cell = 'border-b border-sand-200 px-3 py-2';

function CashUpTable({ view }: { view: CashUpView }) {
  return (
    <section aria-labelledby="cash-up-day" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="cash-up-day" className="text-xl font-semibold text-forest-900">
        {reportDate(view.day)}
        {view.staff ? `, ${staffLabel(view.staff)}` : ''}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {view.staff
          ? 'Taken at the desk and given back by hand by this staff member; online payments and refunds pass no one’s till.'
          : 'Every payment, refund and sum given back by hand on the estate’s clock.'}
      </p>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Line
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              Count
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.line} data-line={row.line}>
              <th scope="row" className={`${cell} font-normal`}>
                {cashUpLineLabels[row.line]}
              </th>
              <td className={`${cell} text-right tabular-nums`}>{row.count}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatPaise(row.paise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-sand-50 font-semibold" data-line="net">
            <th scope="row" className={cell}>
              Net
            </th>
            {/* Money in and money out are not one count: the net is an amount only. */}
            <td className={cell} />
            <td className={`${cell} text-right tabular-nums`}>{formatPaise(view.netPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

export default function CashUp({ loaderData }: Route.ComponentProps) {
  const view = loaderData.cashUp;
  return (
    <>
      <AdminPageHeader title={CASH_UP_MESSAGES.title} />
      <p className="-mt-3 mb-5 text-muted print:hidden">
        <Link to="/admin/reports" className="font-semibold text-forest-900 underline underline-offset-4">
          Reports
        </Link>{' '}
        &middot; a day on the estate&rsquo;s clock, to count the till against and print.
      </p>
      <StatusBanner message={loaderData.failure} />
      {view ? (
        <>
          <Form
            method="get"
            reloadDocument
            aria-label="Cash-up day"
            className="mb-6 flex flex-wrap items-start gap-x-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 print:hidden"
          >
            <Field label="Day" id="cash-up-date" type="date" name="day" defaultValue={view.day} max={loaderData.today} />
            <SelectField
              id="cash-up-staff"
              label="Taken by"
              name="staff"
              defaultValue={view.staff ?? ''}
              options={staffOptions(view)}
              className={FIELD_ROW}
            />
            <button type="submit" className={`${buttonClass('secondary')} mt-7`}>
              Show
            </button>
          </Form>
          <CashUpTable view={view} />
          <button type="button" className={`${buttonClass('secondary')} mt-6`} onClick={() => window.print()}>
            Print
          </button>
        </>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Cash-up | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
