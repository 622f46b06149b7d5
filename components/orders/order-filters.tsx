import { FilterField } from '@/components/ui/filter-field';
import { ORDER_STATUSES, STATUS_LABELS } from '@/lib/model';

type Values = Record<string, string>;

/**
 * Manage All Order's filters: a plain GET form, so every filtered view is a URL (and works
 * without JavaScript). Export downloads the same selection as CSV.
 */
export function OrderFilters({
  values,
  exportHref,
  error,
}: {
  values: Values;
  exportHref: string;
  error?: string;
}) {
  return (
    <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter orders">
      <label className="block">
        <span className="label">Status</span>
        <select name="status" defaultValue={values.status ?? ''} className="input">
          <option value="">All</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <FilterField
        label="Order number"
        name="number"
        defaultValue={values.number ?? ''}
        placeholder="SO-000123"
      />
      <FilterField
        label="Customer email"
        wide
        type="email"
        name="customerEmail"
        defaultValue={values.customerEmail ?? ''}
        placeholder="All customers"
      />
      <FilterField label="From" type="date" name="from" defaultValue={values.from ?? ''} />
      <FilterField label="To" type="date" name="to" defaultValue={values.to ?? ''} />
      <button type="submit" className="btn-outline">
        Filter
      </button>
      <a href={exportHref} className="btn-primary" download>
        Export CSV
      </a>
      {error && (
        <p role="alert" className="field-error w-full">
          {error}
        </p>
      )}
    </form>
  );
}
