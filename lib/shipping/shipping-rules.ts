import { formatCents, postcodeKey, type Address, type ShippingKind, type TaxClass } from '@/lib/model';

// Shipping (issue 36), pure: which of the store's zones an address falls in, and what each of the
// zone's methods costs for a cart. Amounts in integer cents, weights in integer grams; a part
// without a weight is never counted as 0 kg: it makes weight-based methods unavailable.

/** Where a zone reaches: a country, or some of its states or provinces, or some postcodes. */
export type ZoneArea = {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** States or provinces (upper case, as addresses write them); empty: the whole country. */
  regions: string[];
  /** Postcode beginnings (upper case, no spaces); empty: every postcode. */
  postcodePrefixes: string[];
};

/** A band of a banded method: up to `upTo` (inclusive; null: no upper bound), `cents`, or a quote. */
export type Band = { upTo: number | null; cents: number | null };

export type ShippingMethod = {
  id: string;
  name: string;
  /** How shipping is taxed (issue 36: by its own class). */
  taxClass: TaxClass;
  /** At or above this subtotal the method costs nothing. */
  freeAboveCents?: number;
} & (
  | { kind: 'flat'; cents: number }
  /** Bands by the cart's weight in grams, rising; the last one open or "quote required" (cents null). */
  | { kind: 'weight'; bands: Band[] }
  /** Bands by the cart's subtotal in cents, rising. */
  | { kind: 'value'; bands: Band[] }
  /** Collected at the plant. */
  | { kind: 'pickup' }
);

export type ShippingZone = { id: string; name: string; areas: ZoneArea[]; methods: ShippingMethod[] };

/** What shipping weighs a cart by: its subtotal and each line's part weight (null: none known). */
export type ShippedCart = {
  subtotalCents: number;
  lines: { partNumber: string; quantity: number; weightGrams: number | null }[];
};

/** One method as the cart offers it: its price, or why it cannot be chosen. */
export type ShippingOption = {
  methodId: string;
  name: string;
  kind: ShippingKind;
  taxClass: TaxClass;
} & ({ available: true; cents: number } | { available: false; reason: string });

/**
 * How closely `area` names `address` (0: not at all): a postcode prefix beats a region, which
 * beats a whole country; a longer prefix beats a shorter one.
 */
function areaMatch(area: ZoneArea, address: Pick<Address, 'country' | 'region' | 'postalCode'>): number {
  if (area.country !== address.country.toUpperCase()) return 0;
  const region = (address.region ?? '').trim().toUpperCase();
  if (area.regions.length > 0 && !area.regions.includes(region)) return 0;
  if (area.postcodePrefixes.length === 0) return area.regions.length > 0 ? 2 : 1;
  const postcode = postcodeKey(address.postalCode);
  const longest = Math.max(
    0,
    ...area.postcodePrefixes.filter((p) => postcode.startsWith(p)).map((p) => p.length),
  );
  return longest === 0 ? 0 : 10 + longest;
}

/**
 * The zone an address ships in: of the zones that reach it, the one that names it most closely
 * (postcode, then region, then country); between equals, the first in the store's order. Null:
 * the store does not ship there.
 */
export function zoneFor(
  zones: readonly ShippingZone[],
  address: Pick<Address, 'country' | 'region' | 'postalCode'>,
): ShippingZone | null {
  let best: { zone: ShippingZone; score: number } | null = null;
  for (const zone of zones) {
    const score = Math.max(0, ...zone.areas.map((area) => areaMatch(area, address)));
    if (score > 0 && (!best || score > best.score)) best = { zone, score };
  }
  return best?.zone ?? null;
}

/** A cart's weight in grams, or the part numbers that have none. */
export function cartWeight(cart: ShippedCart): { grams: number } | { missing: string[] } {
  const missing = cart.lines.filter((line) => line.weightGrams === null).map((line) => line.partNumber);
  if (missing.length > 0) return { missing };
  return { grams: cart.lines.reduce((sum, line) => sum + line.weightGrams! * line.quantity, 0) };
}

const kilograms = (grams: number) =>
  `${(grams / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })} kg`;

/** The band `amount` falls in (bands rise; `upTo` inclusive), or null above the last. */
const bandFor = (bands: readonly Band[], amount: number) =>
  bands.find((band) => band.upTo === null || amount <= band.upTo) ?? null;

function priced(method: ShippingMethod, cart: ShippedCart): { cents: number } | { reason: string } {
  if (method.kind === 'pickup') return { cents: 0 };
  if (method.kind === 'weight') {
    const weight = cartWeight(cart);
    if ('missing' in weight) {
      const [first, ...more] = weight.missing;
      const others = more.length > 0 ? ` and ${more.length} more` : '';
      return { reason: `No shipping weight for ${first}${others}: choose another method.` };
    }
    // Free above an amount counts before the bands: a heavy cart above it still ships free.
    if (method.freeAboveCents !== undefined && cart.subtotalCents >= method.freeAboveCents)
      return { cents: 0 };
    const band = bandFor(method.bands, weight.grams);
    if (!band) return { reason: `Above ${kilograms(method.bands.at(-1)?.upTo ?? 0)}: ask us for a quote.` };
    if (band.cents === null) return { reason: `${kilograms(weight.grams)} needs a quote: ask us for one.` };
    return { cents: band.cents };
  }
  if (method.freeAboveCents !== undefined && cart.subtotalCents >= method.freeAboveCents) return { cents: 0 };
  if (method.kind === 'flat') return { cents: method.cents };
  const band = bandFor(method.bands, cart.subtotalCents);
  if (!band || band.cents === null)
    return { reason: `Orders of ${formatCents(cart.subtotalCents)} need a quote.` };
  return { cents: band.cents };
}

/** Every method of the zone, priced for the cart or with why not, in the zone's order. */
export function shippingOptions(zone: ShippingZone, cart: ShippedCart): ShippingOption[] {
  return zone.methods.map((method) => {
    const head = { methodId: method.id, name: method.name, kind: method.kind, taxClass: method.taxClass };
    const price = priced(method, cart);
    return 'cents' in price
      ? { ...head, available: true as const, cents: price.cents }
      : { ...head, available: false as const, reason: price.reason };
  });
}
