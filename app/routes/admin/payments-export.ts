import { paymentsCsv } from '#server/admin/reports/payments-csv.ts';
import { accountantFile } from '../+shared/accountant-file.ts';
import type { Route } from './+types/payments-export.ts';

/** Every payment, refund and sum given back by hand on the estate's days ?from=…&to=…, for the accountant. */
export function loader({ request }: Route.LoaderArgs) {
  return accountantFile(request, { name: 'payments', extension: 'csv', contentType: 'text/csv; charset=utf-8', write: paymentsCsv });
}
