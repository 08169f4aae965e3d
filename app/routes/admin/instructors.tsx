import { CatalogLayout } from '#app/components/admin/catalog-layout.tsx';
import { InstructorForm } from '#app/components/admin/instructor-form.tsx';
import { InstructorTable } from '#app/components/admin/instructor-table.tsx';
import { type ClassListFilters, parseClassFilters } from '#app/lib/admin/catalog-filters.ts';
import { INSTRUCTOR_MESSAGES } from '#app/lib/admin/messages.ts';
import { type InstructorInput, instructorSchema } from '#app/lib/schemas/admin/instructor.ts';
import {
  countInstructors,
  createInstructor,
  deleteInstructor,
  findInstructor,
  type InstructorRow,
  listInstructors,
  updateInstructor,
} from '#server/catalog/instructors-admin.ts';
import { catalogAction, type CatalogResource, loadCatalog } from './+shared/catalog.ts';
import type { Route } from './+types/instructors.ts';

const screen = {
  path: '/admin/instructors',
  title: 'Instructors',
  add: 'Add New Instructor',
  loading: 'Loading instructors...',
  pager: 'Instructors pages',
};

// The list is short and needs no filters: the classes' address rules (a page, by name) serve it.
const resource: CatalogResource<InstructorRow, InstructorInput, ClassListFilters> = {
  entity: 'instructor',
  area: 'instructor-photos',
  messages: INSTRUCTOR_MESSAGES,
  schema: instructorSchema,
  filters: (params) => ({ ...parseClassFilters(params), sort: 'title' }),
  list: listInstructors,
  count: countInstructors,
  find: findInstructor,
  create: createInstructor,
  update: updateInstructor,
  remove: deleteInstructor,
};

export function loader({ request }: Route.LoaderArgs) {
  return loadCatalog(request, resource);
}

export function action({ request }: Route.ActionArgs) {
  return catalogAction(request, resource);
}

export default function InstructorsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total } = loaderData;
  return (
    <CatalogLayout
      screen={screen}
      loaderData={loaderData}
      actionData={actionData}
      RecordForm={InstructorForm}
      filters={null}
      table={items ? <InstructorTable instructors={items} total={total} /> : null}
      pageHref={(to) => `${screen.path}?page=${to}`}
    />
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Instructors | Admin' }];
