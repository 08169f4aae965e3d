import { CreditTable } from '#app/components/admin/credit-table.tsx';
import { RecordScreenTop } from '#app/components/admin/page-header.tsx';
import { PromoCodeForm } from '#app/components/admin/promo-code-form.tsx';
import { PromoCodeTable } from '#app/components/admin/promo-code-table.tsx';
import { banner, type CatalogActionData, useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import { PROMO_CODE_MESSAGES } from '#app/lib/admin/promo-messages.ts';
import { promoCodeSchema } from '#app/lib/schemas/admin/promo-code.ts';
import { z } from '#app/lib/schemas/z.ts';
import { db } from '#server/db/index.ts';
import { createPromoCode, removePromoCode, updatePromoCode } from '#server/promo/admin.ts';
import { adminAction, byIntent, intentPermission, type IntentValue } from './+shared/admin-action.ts';
import { loadPromoCodesScreen } from './+shared/promo-codes.ts';
import type { Route } from './+types/promo-codes.ts';

const PATH = '/admin/promo-codes';

const recordId = z.string().max(100).default('');
const forms = {
  create: { schema: promoCodeSchema.and(z.object({ intent: z.literal('create') })), failed: PROMO_CODE_MESSAGES.saveFailed },
  update: {
    schema: promoCodeSchema.and(z.object({ intent: z.literal('update'), id: recordId })),
    failed: PROMO_CODE_MESSAGES.saveFailed,
  },
  delete: { schema: z.object({ intent: z.literal('delete'), id: recordId }), failed: PROMO_CODE_MESSAGES.deleteFailed },
};
type PromoAction = IntentValue<typeof forms>;
const { schema, messages } = byIntent(forms, 'create');

export function loader({ request }: Route.LoaderArgs) {
  return loadPromoCodesScreen(request);
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<PromoAction, CatalogActionData>(request, {
    permission: intentPermission('promoCode'),
    schema,
    messages: { ...messages, notFound: PROMO_CODE_MESSAGES.notFound },
    run: async (value, { staff }) => {
      switch (value.intent) {
        case 'create':
          await createPromoCode(db(), staff, value);
          return { banner: banner('success', PROMO_CODE_MESSAGES.created), saved: true };
        case 'update': {
          const saved = await updatePromoCode(db(), staff, value.id, value);
          return saved && { banner: banner('success', PROMO_CODE_MESSAGES.updated), saved: true };
        }
        case 'delete': {
          const removed = await removePromoCode(db(), staff, value.id);
          if (!removed) return null;
          const text = removed.outcome === 'deleted' ? PROMO_CODE_MESSAGES.deleted : PROMO_CODE_MESSAGES.deactivated(removed.code);
          return { banner: banner('success', text), deleted: value.id };
        }
      }
    },
  });
}

export default function PromoCodesScreen({ loaderData, actionData }: Route.ComponentProps) {
  useCloseFormAfterSave(actionData);
  const data = loaderData;
  const formOpen = data.creating || Boolean(data.editing);
  const lastResult = actionData && 'result' in actionData ? actionData.result : null;

  return (
    <>
      <RecordScreenTop
        title="Promo Codes"
        add="Add New Promo Code"
        path={PATH}
        formOpen={formOpen}
        message={actionData?.banner ?? data.failure}
      />
      {formOpen ? (
        <PromoCodeForm key={data.editing?.id ?? 'new'} record={data.editing} history={data.history} lastResult={lastResult} />
      ) : null}
      {data.codes ? <PromoCodeTable codes={data.codes} /> : null}
      <CreditTable credits={data.credits} />
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Promo Codes | Admin' }];
