import { CARE_MESSAGES } from '#app/lib/care.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { requireAdminApi } from '#server/auth/guard.ts';
import { openResponseFile } from '#server/care/answers.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { Refusal } from '#server/refusal.ts';
import type { Route } from './+types/care-file.ts';

// A file a guest attached to their health form (a medical report), for a session that may read the
// guest's answers (server/care/access.ts); each opening is logged on the guest's profile.

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireAdminApi(request, 'health:view');
  if (!isRecordId(params.id)) return Response.json({ error: CARE_MESSAGES.notFound }, { status: 404 });
  try {
    const file = await openResponseFile(db(), staff, params.id);
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.type,
        'Content-Length': String(file.bytes.length),
        // Downloaded, never shown in the back-office's own origin, whatever the guest uploaded. Nothing
        // under /admin is kept by a cache, nor sniffed as another type (server/app.ts sets no-store and
        // nosniff on every answer; the test of this route checks both).
        'Content-Disposition': `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    });
  } catch (error) {
    if (error instanceof Refusal) return Response.json({ error: error.message }, { status: error.status });
    logger.error({ err: error }, 'health file could not be opened');
    return Response.json({ error: CARE_MESSAGES.unreadable }, { status: 503 });
  }
}

/** The name as plain ASCII for browsers that read only `filename`: no quotes, slashes or control characters. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\/]/g, '_').slice(0, 150) || 'file';
}
