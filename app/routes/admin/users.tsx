import { useLocation, useNavigate, useNavigation } from 'react-router';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { Pager } from '#app/components/admin/pager.tsx';
import { UserBookingsDialog } from '#app/components/admin/user-bookings-dialog.tsx';
import { UserTable } from '#app/components/admin/user-table.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { USER_MESSAGES } from '#app/lib/admin/messages.ts';
import { z } from '#app/lib/schemas/z.ts';
import { requireAdmin } from '#server/auth/guard.ts';
import { findCustomer, listCustomers } from '#server/bookings/customers.ts';
import { db } from '#server/db/index.ts';
import { logger } from '#server/logger.ts';
import type { Route } from './+types/users.ts';

const PATH = '/admin/users';
const NO_SUCH_GUEST = 'No booking has this e-mail address.';
const pageParam = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, 'guest:view');
  const params = new URL(request.url).searchParams;
  const requestedPage = pageParam.parse(params.get('page') ?? 1);
  const email = params.get('email');
  try {
    const [list, selected] = await Promise.all([listCustomers(db(), requestedPage), email ? findCustomer(db(), email) : null]);
    return { list, selected, problem: email && !selected ? NO_SUCH_GUEST : null };
  } catch (error) {
    logger.error({ err: error }, 'users read failed');
    return { list: null, selected: null, problem: USER_MESSAGES.fetchFailed };
  }
}

const pageOf = (search: string) => pageParam.parse(new URLSearchParams(search).get('page') ?? 1);

export default function UsersScreen({ loaderData }: Route.ComponentProps) {
  const { list, selected, problem } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const pageSearch = (page: number) => (page > 1 ? `?page=${page}` : '?');
  const listSearch = pageSearch(list?.page ?? 1);
  // Opening a guest's bookings keeps the table; only another page of it is "loading".
  const loadingList =
    navigation.state === 'loading' &&
    navigation.location.pathname === PATH &&
    pageOf(navigation.location.search) !== pageOf(location.search);

  return (
    <>
      <AdminPageHeader title="Users Management" />
      {problem ? (
        <div className="mb-4">
          <Banner tone="error">{problem}</Banner>
        </div>
      ) : null}
      <section aria-labelledby="users-heading">
        <h2 id="users-heading" className="mb-3 text-xl font-semibold text-forest-900">
          Users with Bookings ({list?.total ?? 0})
        </h2>
        {loadingList ? (
          <p className="rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-sand-200">Loading users...</p>
        ) : !list ? null : list.rows.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-muted shadow-sm ring-1 ring-sand-200">
            No users with bookings yet. Bookings will appear here once customers make reservations.
          </p>
        ) : (
          <>
            <UserTable
              rows={list.rows}
              hrefFor={(email) => {
                const params = new URLSearchParams(list.page > 1 ? { page: String(list.page) } : {});
                params.set('email', email);
                return `?${params.toString()}`;
              }}
            />
            <Pager label="Users pages" page={list.page} pages={list.pages} hrefFor={pageSearch} />
          </>
        )}
      </section>
      <UserBookingsDialog
        customer={selected?.customer ?? null}
        bookings={selected?.bookings ?? []}
        onClose={() => navigate({ search: listSearch }, { preventScrollReset: true })}
      />
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: 'Users | Admin' }];
