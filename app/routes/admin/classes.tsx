import { CatalogLayout } from '#app/components/admin/catalog-layout.tsx';
import { ClassFilterBar } from '#app/components/admin/class-filter-bar.tsx';
import { ClassForm } from '#app/components/admin/class-form.tsx';
import { ClassTable } from '#app/components/admin/class-table.tsx';
import { type ClassListFilters, classListSearch, isNarrowed, parseClassFilters } from '#app/lib/admin/catalog-filters.ts';
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

const screen = {
  path: '/admin/classes',
  title: 'Classes Management',
  add: 'Add New Class',
  loading: 'Loading classes...',
  pager: 'Classes pages',
};

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
  const { filters, items, total } = loaderData;
  return (
    <CatalogLayout
      screen={screen}
      loaderData={loaderData}
      actionData={actionData}
      RecordForm={ClassForm}
      filters={<ClassFilterBar filters={filters} />}
      table={items ? <ClassTable classes={items} total={total} narrowed={isNarrowed(filters)} /> : null}
      pageHref={(to) => classListSearch(filters, to)}
    />
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Classes | Admin' }];
