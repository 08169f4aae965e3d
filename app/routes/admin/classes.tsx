import { CatalogLayout } from '#app/components/admin/catalog-layout.tsx';
import { ClassFilterBar } from '#app/components/admin/class-filter-bar.tsx';
import { ClassForm, InstructorNames } from '#app/components/admin/class-form.tsx';
import { ClassTable } from '#app/components/admin/class-table.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { type ClassListFilters, classListSearch, isNarrowed, parseClassFilters } from '#app/lib/admin/catalog-filters.ts';
import { CLASS_MESSAGES } from '#app/lib/admin/messages.ts';
import { TIMETABLE_MESSAGES } from '#app/lib/admin/timetable-messages.ts';
import { type ClassInput, classSchema } from '#app/lib/schemas/admin/class.ts';
import {
  type ClassRow,
  countClasses,
  createClass,
  deleteClass,
  findClass,
  listClasses,
  type SavedClass,
  updateClass,
} from '#server/catalog/classes-admin.ts';
import { instructorNames } from '#server/catalog/instructors-admin.ts';
import { CLASS_TIMETABLE_JOB } from '#server/catalog/timetable.ts';
import { db } from '#server/db/index.ts';
import { jobFailure } from '#server/jobs/runner.ts';
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
  // Dates kept for their bookings stay named until the next banner, as a series edit's do.
  updatedBanner: (saved: SavedClass) => banner('success', TIMETABLE_MESSAGES.updated(saved.kept), { sticky: saved.kept.length > 0 }),
};

export async function loader({ request }: Route.LoaderArgs) {
  const data = await loadCatalog(request, resource);
  if (data.failure) return { ...data, instructors: [] };
  const instructors = await instructorNames(db());
  // The job that makes the classes' dates runs unseen; when it keeps failing, the screen that feeds it says so.
  const failed = await jobFailure(db(), CLASS_TIMETABLE_JOB);
  return { ...data, instructors, ...(failed ? { failure: banner('error', TIMETABLE_MESSAGES.jobFailed(failed.error)) } : {}) };
}

export function action({ request }: Route.ActionArgs) {
  return catalogAction(request, resource);
}

export default function ClassesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, items, total, instructors } = loaderData;
  return (
    <>
      <InstructorNames names={instructors} />
      <CatalogLayout
        screen={screen}
        loaderData={loaderData}
        actionData={actionData}
        RecordForm={ClassForm}
        filters={<ClassFilterBar filters={filters} />}
        table={items ? <ClassTable classes={items} total={total} narrowed={isNarrowed(filters)} /> : null}
        pageHref={(to) => classListSearch(filters, to)}
      />
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Classes | Admin' }];
