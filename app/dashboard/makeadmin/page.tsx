import { ForcedSignOut } from '@/components/auth/forced-sign-out';
import { SearchBox } from '@/components/ui/search-box';
import { MakeAdminTable } from '@/components/users/make-admin-table';
import { getPageAdmin } from '@/lib/auth/page-guards';
import { tablePaging } from '@/lib/http/paging';
import { firstValues } from '@/lib/http/query-values';
import { listUserPage } from '@/lib/users/list-users';
import { userListQuerySchema } from '@/lib/validation/lists';

const ORIGIN = '/dashboard/makeadmin';

export default async function MakeAdminPage({ searchParams }: PageProps<'/dashboard/makeadmin'>) {
  const admin = await getPageAdmin(ORIGIN);
  if (!admin) return <ForcedSignOut origin={ORIGIN} />;
  const values = firstValues(await searchParams);
  const parsed = userListQuerySchema.safeParse(values);
  const q = parsed.success ? parsed.data.q : undefined;
  const paging = tablePaging(values.page);
  const page = await listUserPage(q, paging);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Make Admin</h1>
      <SearchBox label="Search users by email" value={q} placeholder="Email starts with…" />
      <MakeAdminTable key={`${q}#${paging.page}`} selfEmail={admin.email} initial={page} page={paging.page} />
    </>
  );
}
