import { PROMO_CODE_MESSAGES } from '#app/lib/admin/promo-messages.ts';
import { db } from '#server/db/index.ts';
import { findPromoCode, listCredits, listPromoCodes } from '#server/promo/admin.ts';
import { adminLoader, loadEditing } from './admin-loader.ts';

// The Promo Codes screen's loader: the codes with their uses, the guests' credits, and the code of
// ?edit= with its history; a missing one says so in the banner rather than failing the page.

export function loadPromoCodesScreen(request: Request) {
  return adminLoader(request, {
    permission: 'promoCode:view',
    failed: PROMO_CODE_MESSAGES.fetchFailed,
    load: async ({ params }) => {
      const [codes, credits, editing] = await Promise.all([
        listPromoCodes(db()),
        listCredits(db()),
        loadEditing(params, findPromoCode, 'promo-code', `${PROMO_CODE_MESSAGES.fetchFailed}: ${PROMO_CODE_MESSAGES.notFound}`),
      ]);
      return { creating: params.get('new') === '1', codes, credits, ...editing };
    },
    empty: ({ params }) => ({ creating: params.get('new') === '1', codes: null, credits: [], editing: null, history: [] }),
  });
}
