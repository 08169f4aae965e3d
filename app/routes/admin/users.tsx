import { useLocation, useNavigate, useNavigation } from 'react-router';
import { EmptyState } from '#app/components/admin/empty-state.tsx';
import { AdminPageHeader } from '#app/components/admin/page-header.tsx';
import { Pager } from '#app/components/admin/pager.tsx';
import { UserBookingsDialog } from '#app/components/admin/user-bookings-dialog.tsx';
import { UserTable } from '#app/components/admin/user-table.tsx';
import { Banner } from '#app/components/ui/banner.tsx';
import { banner } from '#app/lib/admin/banner.ts';
import { USER_MESSAGES } from '#app/lib/admin/messages.ts';
import { z } from '#app/lib/schemas/z.ts';
import { findCustomer, listCustomers } from '#server/bookings/customers.ts';
import { db } from '#server/db/index.ts';
import { adminLoader } from './+shared/admin-loader.ts';
import type { Route } from './+types/users.ts';

const PATH = '/admin/users';
const NO_SUCH_GUEST = 'No booking has this e-mail address.';
const pageParam = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, {
    permission: 'guest:view',
    failed: USER_MESSAGES.fetchFailed,
    load: async ({ params }) => {
      // A guest by e-mail, or by id for one who gave no e-mail.
      const key = params.get('email') ?? params.get('guest');
      const [list, selected] = await Promise.all([
        listCustomers(db(), pageParam.parse(params.get('page') ?? 1)),
        key ? findCustomer(db(), key) : null,
      ]);
      return { list, selected, failure: key && !selected ? banner('error', NO_SUCH_GUEST) : null };
    },
    empty: () => ({ list: null, selected: null }),
  });
}

const pageOf = (search: string) => pageParam.parse(new URLSearchParams(search).get('page') ?? 1);

export default function UsersScreen({ loaderData }: Route.ComponentProps) {
  const { list, selected, failure } = loaderData;
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
      {failure ? (
        <div className="mb-4">
          <Banner tone="error">{failure.text}</Banner>
        </div>
      ) : null}
      <section aria-labelledby="users-heading">
        <h2 id="users-heading" className="mb-3 text-xl font-semibold text-forest-900">
          Users with Bookings ({list?.total ?? 0})
        </h2>
        {loadingList ? (
          <EmptyState busy>Loading users...</EmptyState>
        ) : !list ? null : list.rows.length === 0 ? (
          <EmptyState>No users with bookings yet. Bookings will appear here once customers make reservations.</EmptyState>
        ) : (
          <>
            <UserTable
              rows={list.rows}
              hrefFor={(customer) => {
                const params = new URLSearchParams(list.page > 1 ? { page: String(list.page) } : {});
                if (customer.email) params.set('email', customer.email);
                else params.set('guest', customer.id);
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
