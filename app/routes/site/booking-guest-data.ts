import { GUEST_FORMS_MESSAGES as M } from '#app/lib/guest-forms.ts';
import { db } from '#server/db/index.ts';
import { HealthDataUnreadable } from '#server/health/crypto.ts';
import { requestInfo } from '#server/http/context.ts';
import { hitRateLimit } from '#server/http/rate-limit.ts';
import { logger } from '#server/logger.ts';
import { guestDataExport } from '#server/questionnaires/guest-data.ts';
import { readGuestFormsToken } from '#server/questionnaires/guest-link.ts';
import { guestFormsRateLimit } from '#server/questionnaires/guest-page.ts';
import type { Route } from './+types/booking-guest-data.ts';

// "Download my data" on a guest's own page: everything we keep about the person whose link it is, as
// one JSON file (their files inside it, in base64), reached only through that link.

const privately = { 'Cache-Control': 'private, no-store' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const limit = await hitRateLimit(db(), guestFormsRateLimit, requestInfo(context).ip);
  if (!limit.allowed) {
    return Response.json({ error: M.tooMany }, { status: 429, headers: { ...privately, 'Retry-After': String(limit.retryAfterSeconds) } });
  }
  const memberId = params.token.length <= 64 ? await readGuestFormsToken(params.token) : null;
  let exported: Awaited<ReturnType<typeof guestDataExport>>;
  try {
    exported = memberId ? await guestDataExport(db(), memberId) : null;
  } catch (error) {
    // Answers sealed with a key this server no longer holds: a fault of ours to mend, told as one.
    if (!(error instanceof HealthDataUnreadable)) throw error;
    logger.error({ err: error }, 'a guest’s data could not be opened for download');
    return Response.json({ error: M.failed }, { status: 503, headers: privately });
  }
  if (!exported) return Response.json({ error: 'Not found' }, { status: 404, headers: privately });
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      ...privately,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="my-data.json"',
    },
  });
}
