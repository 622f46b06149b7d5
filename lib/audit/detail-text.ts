/**
 * An audit entry's details as the Audit Log shows them: `key: value` pairs, a change as
 * `from → to`, prices (stored in cents) in dollars and a price ladder as the admin forms write it
 * (`100=17.20, 500=15.90`). No server-only code: the log's table renders it.
 */

type Rung = { minQuantity: number; unitCents: number };

const isRung = (value: unknown): value is Rung =>
  typeof value === 'object' && value !== null && 'minQuantity' in value && 'unitCents' in value;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    if (value.every(isRung))
      return value.map((rung) => `${rung.minQuantity}=${(rung.unitCents / 100).toFixed(2)}`).join(', ');
    return value.map((item) => valueText(key, item)).join(', ');
  }
  if (typeof value === 'number' && /Cents$/.test(key)) return dollars(value);
  if (typeof value === 'number' && /Grams$/.test(key)) return `${value / 1000} kg`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;

/** The label of a stored field name: prices read as prices. */
const label = (key: string) =>
  key === 'priceCents' ? 'price' : key === 'weightGrams' ? 'shipping weight' : key;

export function detailText(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) =>
      isChange(value)
        ? `${label(key)}: ${valueText(key, value.from)} → ${valueText(key, value.to)}`
        : `${label(key)}: ${valueText(key, value)}`,
    )
    .join(' · ');
}
