import { Form, Link } from 'react-router';
import { AuditList } from '#app/components/admin/audit-list.tsx';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ContentForm } from '#app/components/admin/content-form.tsx';
import { ContentRevisions } from '#app/components/admin/content-revisions.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import {
  contentDefinitions,
  type ContentKey,
  contentKeys,
  definitionOf,
  isContentKey,
  mayEditContent,
  photoFieldsOf,
} from '#app/content/editable/index.ts';
import { banner } from '#app/lib/admin/banner.ts';
import { CONTENT_MESSAGES } from '#app/lib/admin/content-messages.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { previewHref } from '#app/lib/content-preview.ts';
import { z } from '#app/lib/schemas/z.ts';
import { useSite } from '#app/lib/use-site.ts';
import { contentForEditing, discardContentDraft, publishContent, restoreContentRevision, saveContentDraft } from '#server/content/store.ts';
import { db } from '#server/db/index.ts';
import { listMediaPhotos } from '#server/media/photos.ts';
import { Refusal } from '#server/refusal.ts';
import { adminAction, intentOf } from './+shared/admin-action.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/content.ts';

// Site content: the owner's pages of words (app/content/editable), one at a time. The form shows the
// draft, else what is published; Save draft keeps it for Preview (the public page with the draft, for
// staff only), Publish makes it what guests read, and any earlier revision can be published again.

const pageKey = z.string({ error: CONTENT_MESSAGES.unknownPage }).refine(isContentKey, CONTENT_MESSAGES.unknownPage);

const intents = {
  save: CONTENT_MESSAGES.saveFailed,
  publish: CONTENT_MESSAGES.publishFailed,
  discard: CONTENT_MESSAGES.discardFailed,
  restore: CONTENT_MESSAGES.restoreFailed,
} as const;
type Intent = keyof typeof intents;

/** The form's schema: the page's own for its content, chosen by the key the form names. */
function schemaOf(form: FormData) {
  const intent = intentOf(form, intents, 'save');
  const key = form.get('key');
  if (intent === 'restore')
    return z.object({ intent: z.literal('restore'), key: pageKey, revision: z.uuid({ error: CONTENT_MESSAGES.revisionNotFound }) });
  if (intent === 'discard') return z.object({ intent: z.literal('discard'), key: pageKey });
  if (!isContentKey(key)) return z.object({ intent: z.literal(intent), key: pageKey });
  return definitionOf(key).schema.extend({ intent: z.literal(intent), key: z.literal(key) });
}

type ContentAction = { intent: Intent; key: string; revision?: string } & Record<string, unknown>;

/** The pages the role may edit, in the screen's order: a page with its own permission (the policy's figures) is hidden from others. */
const pagesFor = (role: string) => contentKeys.filter((key) => mayEditContent(role, key));

/** The page the address asks for when the role may edit it, else the first the role may. */
function pageAsked(params: URLSearchParams, role: string): ContentKey {
  const asked = params.get('page');
  return isContentKey(asked) && mayEditContent(role, asked) ? asked : contentKeys[0]!;
}

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'content:view',
    failed: CONTENT_MESSAGES.fetchFailed,
    load: async ({ params, staff }) => {
      const key = pageAsked(params, staff.role);
      // The media library, which the page's photo slots choose from; a page without any does not ask for it.
      const photos = photoFieldsOf(definitionOf(key)).length > 0 ? await listMediaPhotos(db()) : [];
      return { key, pages: pagesFor(staff.role), editing: await contentForEditing(db(), key), photos };
    },
    empty: ({ params, staff }) => ({ key: pageAsked(params, staff.role), pages: pagesFor(staff.role), editing: null, photos: [] }),
  });
}

export function action({ request }: Route.ActionArgs) {
  return adminAction<ContentAction, { banner: ReturnType<typeof banner> }>(request, {
    // A page with its own permission (the policy's figures) needs it too; the store refuses it as well.
    permission: (form) => {
      const key = form.get('key');
      return (isContentKey(key) && definitionOf(key).permission) || 'content:update';
    },
    schema: (form) => schemaOf(form) as unknown as z.ZodType<ContentAction>,
    messages: { failed: (form) => intents[intentOf(form, intents, 'save')], notFound: CONTENT_MESSAGES.revisionNotFound },
    run: async (value, { staff }) => {
      const { intent, key, revision: _revision, ...content } = value;
      if (!isContentKey(key)) return null;
      switch (intent) {
        case 'save':
          await saveContentDraft(db(), staff, key, content);
          return { banner: banner('success', CONTENT_MESSAGES.saved) };
        case 'publish':
          await publishContent(db(), staff, key, content);
          return { banner: banner('success', CONTENT_MESSAGES.published) };
        case 'discard':
          if (!(await discardContentDraft(db(), staff, key))) throw new Refusal(CONTENT_MESSAGES.noDraft, 409);
          return { banner: banner('success', CONTENT_MESSAGES.discarded) };
        case 'restore':
          return (
            (await restoreContentRevision(db(), staff, key, String(value.revision))) && {
              banner: banner('success', CONTENT_MESSAGES.restored),
            }
          );
      }
    },
  });
}

export default function ContentScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone } = useSite();
  const { key, pages, editing } = loaderData;
  const definition = definitionOf(key);
  // The answer to the content's own form (Save draft, Publish): its fields' messages; a restore's or discard's is the banner alone.
  const result = actionData && 'result' in actionData ? actionData.result : undefined;
  const intent = result?.initialValue?.intent;
  const lastResult = result && (intent === 'save' || intent === 'publish') ? result : null;
  return (
    <>
      <AdminPageHeader title={CONTENT_MESSAGES.title} />
      <div className="mb-6 empty:hidden">
        <StatusBanner message={actionData?.banner ?? loaderData.failure} />
      </div>
      <nav aria-label="Pages" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {pages.map((each) => (
            <li key={each}>
              <Link
                to={`?page=${each}`}
                aria-current={each === key ? 'page' : undefined}
                className={buttonClass(each === key ? 'primary' : 'secondary', 'sm')}
              >
                {contentDefinitions[each].label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {editing ? (
        <>
          <section aria-labelledby="content-form-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-8">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h2 id="content-form-title" className="text-2xl font-semibold text-forest-900">
                  {definition.label}
                </h2>
                <p className="mt-1 text-sm text-muted">
                  {editing.publishedAt && editing.publishedBy
                    ? `Published ${formatDateTime(editing.publishedAt, timeZone)} by ${editing.publishedBy}.`
                    : 'Guests read the first content.'}{' '}
                  {editing.hasDraft ? 'The form shows a draft not yet published.' : 'The form shows what guests read.'}
                </p>
              </div>
              {editing.hasDraft ? (
                <div className="flex flex-wrap gap-3">
                  {definition.path ? (
                    <a href={previewHref(definition.path)} target="_blank" rel="noopener" className={buttonClass('secondary')}>
                      Preview
                    </a>
                  ) : null}
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="discard" />
                    <input type="hidden" name="key" value={key} />
                    <button type="submit" className={buttonClass('ghost')}>
                      Discard draft
                    </button>
                  </Form>
                </div>
              ) : null}
            </div>
            <ContentForm
              key={`${key}-${editing.version}`}
              definition={definition}
              content={editing.content}
              photos={loaderData.photos}
              lastResult={lastResult}
            />
          </section>
          <ContentRevisions pageKey={key} revisions={editing.revisions} />
          <div className="mt-8">
            <AuditList entries={editing.history} />
          </div>
        </>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Site content | Admin' }];
