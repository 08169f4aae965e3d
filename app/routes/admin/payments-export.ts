import { PAYMENTS_EXPORT_MESSAGES, paymentsExportSchema } from '#app/lib/schemas/admin/money.ts';
import { paymentsCsv } from '#server/admin/reports/payments-csv.ts';
import { requireAdminApi } from '#server/auth/guard.ts';
import { config } from '#server/config.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { refusedWith } from '../+shared/refusal.ts';
import type { Route } from './+types/payments-export.ts';

/** Every payment, refund and sum given back by hand on the estate's days ?from=…&to=…, for the accountant. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminApi(request, 'report:view');
  const params = new URL(request.url).searchParams;
  const parsed = paymentsExportSchema.safeParse({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  if (!parsed.success) return refusedWith(parsed.error.issues[0]?.message ?? PAYMENTS_EXPORT_MESSAGES.from, 400);
  const days = parsed.data;
  let csv: string;
  try {
    csv = await paymentsCsv(db(), days, config().TIME_ZONE);
  } catch (error) {
    logger.error({ err: error }, 'payments export failed');
    return Response.json({ error: PAYMENTS_EXPORT_MESSAGES.fetchFailed }, { status: 503 });
  }
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="payments-${days.from}-to-${days.to}.csv"`,
      // Guests' names and payment references: never kept by a shared cache or the browser's.
      'Cache-Control': 'no-store',
    },
  });
}
