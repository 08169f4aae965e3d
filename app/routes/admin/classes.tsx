import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '#app/components/admin/buttons.ts';
import { ListPager } from '#app/components/admin/list-pager.tsx';
import { ClassForm } from '#app/components/admin/class-form.tsx';
import { ClassTable } from '#app/components/admin/class-table.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { StatusBanner } from '#app/components/admin/status-banner.tsx';
import { useCloseFormAfterSave, useScreenLoading } from '#app/lib/admin/catalog-screen.ts';
import { classMessages } from '#app/lib/admin/messages.ts';
import { classSchema, type ClassInput } from '#app/lib/schemas/admin/class.ts';
import { catalogAction, loadCatalog, type CatalogResource } from '#server/admin/catalog-route.ts';
import { countClasses, createClass, deleteClass, findClass, listClasses, updateClass, type ClassRow } from '#server/admin/classes.ts';
import type { Route } from './+types/classes.ts';

const PATH = '/admin/classes';

const resource: CatalogResource<ClassRow, ClassInput> = {
  entity: 'class',
  area: 'class-images',
  messages: classMessages,
  schema: classSchema,
  list: listClasses,
  count: countClasses,
  find: findClass,
  create: createClass,
  update: updateClass,
  remove: deleteClass,
};

export function loader({ request }: Route.LoaderArgs) {
  return loadCatalog(request, resource);
}

export function action({ request }: Route.ActionArgs) {
  return catalogAction(request, resource);
}

export default function ClassesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const loading = useScreenLoading(PATH);
  useCloseFormAfterSave(actionData);
  const { items: classes, total, page, pages, editing, history } = loaderData;
  const formOpen = Boolean(editing) || params.get('new') === '1';

  return (
    <>
      <AdminPageHeader title="Classes Management">
        <Link to={formOpen ? PATH : '?new=1'} className={buttonClass(formOpen ? 'secondary' : 'primary')}>
          {formOpen ? 'Cancel' : 'Add New Class'}
        </Link>
      </AdminPageHeader>
      <div className="mb-6 empty:hidden">
        <StatusBanner message={actionData?.banner ?? loaderData.banner} />
      </div>
      {formOpen ? (
        <ClassForm key={editing?.id ?? 'new'} record={editing} history={history} lastResult={actionData && 'result' in actionData ? actionData.result : null} />
      ) : null}
      {loading ? (
        <p role="status" className="rounded-2xl bg-white px-6 py-8 text-muted shadow-sm ring-1 ring-sand-200">
          Loading classes...
        </p>
      ) : classes ? (
        <>
          <ClassTable classes={classes} total={total} />
          <ListPager label="Classes pages" page={page} pages={pages} hrefFor={(to) => `?page=${to}`} />
        </>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Classes | Admin' }];
