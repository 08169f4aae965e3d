import { PAYMENTS_EXPORT_MESSAGES, paymentsExportSchema } from '#app/lib/schemas/admin/money.ts';
import { requireAdminApi } from '#server/auth/guard.ts';
import { config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { refusedWith } from './refusal.ts';

// The accountant's downloads (the payments CSV, the Tally day book) share their guard, their days
// ?from=…&to=… on the estate's clock, and their answer: a file that no cache keeps.

export interface AccountantFile {
  /** 'payments' gives payments-2026-11-01-to-2026-11-30.csv. */
  name: string;
  extension: 'csv' | 'xml';
  contentType: string;
  write(database: Database, days: { from: string; to: string }, timeZone: string): Promise<string>;
}

export async function accountantFile(request: Request, file: AccountantFile) {
  await requireAdminApi(request, 'report:view');
  const params = new URL(request.url).searchParams;
  const parsed = paymentsExportSchema.safeParse({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  if (!parsed.success) return refusedWith(parsed.error.issues[0]?.message ?? PAYMENTS_EXPORT_MESSAGES.from, 400);
  const days = parsed.data;
  let body: string;
  try {
    body = await file.write(db(), days, config().TIME_ZONE);
  } catch (error) {
    logger.error({ err: error, file: file.name }, 'accountant export failed');
    return Response.json({ error: PAYMENTS_EXPORT_MESSAGES.fetchFailed }, { status: 503 });
  }
  return new Response(body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.name}-${days.from}-to-${days.to}.${file.extension}"`,
      // Guests' names and payment references: never kept by a shared cache or the browser's.
      'Cache-Control': 'no-store',
    },
  });
}
