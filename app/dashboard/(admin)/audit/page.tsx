import { AuditTable } from '@/components/audit/audit-table';
import { FilterField } from '@/components/ui/filter-field';
import { getPageAdmin } from '@/lib/session';
import { listAuditPage } from '@/lib/audit';
import { AUDIT_ACTIONS } from '@/lib/model';
import { tablePaging, firstValues } from '@/lib/http';
import { auditListQuerySchema } from '@/lib/validation';

/** Who did what: role changes, catalog edits, order deletions and shipping, payments, holds. */
export default async function AuditLogPage({ searchParams }: PageProps<'/dashboard/audit'>) {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const values = firstValues(await searchParams);
  const parsed = auditListQuerySchema.safeParse(values);
  const filter = parsed.success ? parsed.data : {};
  const paging = tablePaging(values.page);
  const page = await listAuditPage(filter, paging);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Audit Log</h1>
      <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
        <label className="block">
          <span className="label">Action</span>
          <select name="action" defaultValue={filter.action ?? ''} className="input">
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <FilterField
          label="By"
          wide
          name="actor"
          defaultValue={filter.actor ?? ''}
          placeholder="An admin's email, or system"
        />
        <FilterField
          label="On"
          wide
          name="target"
          defaultValue={filter.target ?? ''}
          placeholder="An order or part id, or an email"
        />
        <button type="submit" className="btn-outline">
          Filter
        </button>
      </form>
      <AuditTable
        key={`${filter.action}#${filter.actor}#${filter.target}#${paging.page}`}
        initial={page}
        page={paging.page}
      />
    </>
  );
}
