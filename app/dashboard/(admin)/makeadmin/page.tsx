import { SearchBox } from '@/components/ui/search-box';
import { MakeAdminTable } from '@/components/users/make-admin-table';
import { getPageAdmin } from '@/lib/session';
import { tablePaging, firstValues } from '@/lib/http';
import { listUserPage } from '@/lib/users';
import { userListQuerySchema } from '@/lib/validation';

export default async function MakeAdminPage({ searchParams }: PageProps<'/dashboard/makeadmin'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  const admin = await getPageAdmin();
  if (!admin) return null;
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
