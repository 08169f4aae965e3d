import { useSearchParams } from 'react-router';
import { CatalogLayout } from '#app/components/admin/catalog-layout.tsx';
import { ClassFilterBar } from '#app/components/admin/class-filter-bar.tsx';
import { ClassForm } from '#app/components/admin/class-form.tsx';
import { ClassTable } from '#app/components/admin/class-table.tsx';
import { type ClassListFilters, classListSearch, isNarrowed, parseClassFilters } from '#app/lib/admin/catalog-filters.ts';
import { useCloseFormAfterSave } from '#app/lib/admin/catalog-screen.ts';
import { CLASS_MESSAGES } from '#app/lib/admin/messages.ts';
import { type ClassInput, classSchema } from '#app/lib/schemas/admin/class.ts';
import {
  type ClassRow,
  countClasses,
  createClass,
  deleteClass,
  findClass,
  listClasses,
  updateClass,
} from '#server/catalog/classes-admin.ts';
import { catalogAction, type CatalogResource, loadCatalog } from './+shared/catalog.ts';
import type { Route } from './+types/classes.ts';

const PATH = '/admin/classes';

const resource: CatalogResource<ClassRow, ClassInput, ClassListFilters> = {
  entity: 'class',
  area: 'class-images',
  messages: CLASS_MESSAGES,
  schema: classSchema,
  filters: parseClassFilters,
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
  useCloseFormAfterSave(actionData);
  const { filters, items: classes, total, page, pages, editing, history } = loaderData;
  const formOpen = Boolean(editing) || params.get('new') === '1';
  const lastResult = actionData && 'result' in actionData ? actionData.result : null;

  return (
    <CatalogLayout
      path={PATH}
      title="Classes Management"
      addLabel="Add New Class"
      loadingText="Loading classes..."
      pagerLabel="Classes pages"
      banner={actionData?.banner ?? loaderData.banner}
      form={formOpen ? <ClassForm key={editing?.id ?? 'new'} record={editing} history={history} lastResult={lastResult} /> : null}
      filters={<ClassFilterBar filters={filters} />}
      table={classes ? <ClassTable classes={classes} total={total} narrowed={isNarrowed(filters)} /> : null}
      page={page}
      pages={pages}
      pageHref={(to) => classListSearch(filters, to)}
    />
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Classes | Admin' }];
