import { ForcedSignOut } from '@/components/auth/forced-sign-out';
import { MakeAdminTable } from '@/components/users/make-admin-table';
import { getPageAdmin } from '@/lib/auth/page-guards';
import { listUsers } from '@/lib/users/list-users';

const ORIGIN = '/dashboard/makeadmin';

export default async function MakeAdminPage() {
  const admin = await getPageAdmin(ORIGIN);
  if (!admin) return <ForcedSignOut origin={ORIGIN} />;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Make Admin</h1>
      <MakeAdminTable selfEmail={admin.email} initialUsers={await listUsers()} />
    </>
  );
}
