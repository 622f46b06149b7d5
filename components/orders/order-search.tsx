import Link from 'next/link';
import { FilterField } from '@/components/ui/filter-field';

/**
 * My Orders' search: one of the buyer's orders by its number (SO-000123, as the mails and the
 * invoice name it). A plain GET form, so a found order is a URL.
 */
export function OrderSearch({ value, error }: { value: string; error?: string }) {
  return (
    <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Find an order">
      <FilterField label="Order number" name="number" defaultValue={value} placeholder="SO-000123" />
      <button type="submit" className="btn-outline">
        Find
      </button>
      {value && (
        <Link href="/dashboard/order" className="btn-outline">
          All orders
        </Link>
      )}
      {error && (
        <p role="alert" className="field-error w-full">
          {error}
        </p>
      )}
    </form>
  );
}
