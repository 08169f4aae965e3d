import { banner } from '#app/lib/admin/banner.ts';
import { PROMO_CODE_MESSAGES } from '#app/lib/admin/promo-messages.ts';
import { isRecordId } from '#app/lib/schemas/admin/record.ts';
import { listAudit } from '#server/audit/index.ts';
import { requireAdmin } from '#server/auth/guard.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import { findPromoCode, listCredits, listPromoCodes } from '#server/promo/admin.ts';

// The Promo Codes screen's loader: the codes with their uses, the guests' credits, and the code of
// ?edit= with its history; a missing one says so in the banner rather than failing the page.

async function loadEditing(id: string | null) {
  if (!id) return { editing: null, history: [] };
  const editing = isRecordId(id) ? await findPromoCode(db(), id) : null;
  return { editing, history: editing ? await listAudit(db(), 'promo-code', editing.id) : [] };
}

export async function loadPromoCodesScreen(request: Request) {
  await requireAdmin(request, 'promoCode:view');
  const params = new URL(request.url).searchParams;
  const creating = params.get('new') === '1';
  try {
    const [codes, credits, editing] = await Promise.all([listPromoCodes(db()), listCredits(db()), loadEditing(params.get('edit'))]);
    const missing = params.get('edit') !== null && !editing.editing;
    return {
      creating,
      codes,
      credits,
      ...editing,
      banner: missing ? banner('error', `${PROMO_CODE_MESSAGES.fetchFailed}: ${PROMO_CODE_MESSAGES.notFound}`) : null,
    };
  } catch (error) {
    logger.error({ err: error }, 'promo codes read failed');
    return { creating, codes: null, credits: [], editing: null, history: [], banner: banner('error', PROMO_CODE_MESSAGES.fetchFailed) };
  }
}
