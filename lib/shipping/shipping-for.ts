import 'server-only';
import type { Address } from '@/lib/model';
import { shippingOptions, zoneFor, type ShippedCart, type ShippingOption } from './shipping-rules';
import { asZone } from './zone-dto';
import { findZones } from './store/zones';

export type ShippingQuote = {
  zone: { id: string; name: string } | null;
  options: ShippingOption[];
  /** Whether the store has any zone: a store with none quotes no shipping (0) rather than refusing. */
  storeShips: boolean;
};

/**
 * How a cart can ship to `address`: the zone it falls in and each of its methods priced (or why
 * not). No zone: no option, and the answer says the store does not ship there.
 */
export async function shippingFor(
  address: Pick<Address, 'country' | 'region' | 'postalCode'>,
  cart: ShippedCart,
): Promise<ShippingQuote> {
  const zones = await findZones();
  const zone = zoneFor(zones.map(asZone), address);
  if (!zone) return { zone: null, options: [], storeShips: zones.length > 0 };
  return { zone: { id: zone.id, name: zone.name }, options: shippingOptions(zone, cart), storeShips: true };
}
