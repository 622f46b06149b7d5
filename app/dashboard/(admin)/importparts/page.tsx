import { ImportParts } from '@/components/catalog/import-parts';
import { getPageAdmin } from '@/lib/session';

export default async function ImportPartsPage() {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Import Parts</h1>
      <ImportParts />
    </>
  );
}
