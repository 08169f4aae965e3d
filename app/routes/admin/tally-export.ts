import { tallyDayBook } from '#server/admin/reports/tally-day-book.ts';
import { accountantFile } from '../+shared/accountant-file.ts';
import type { Route } from './+types/tally-export.ts';

/** The same days' payments and refunds as vouchers TallyPrime imports (docs/staff/tally.md). */
export function loader({ request }: Route.LoaderArgs) {
  return accountantFile(request, {
    name: 'day-book',
    extension: 'xml',
    contentType: 'application/xml; charset=utf-8',
    write: tallyDayBook,
  });
}
