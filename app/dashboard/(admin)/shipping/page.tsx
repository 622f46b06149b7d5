import type { Metadata } from 'next';
import { ZoneForm } from '@/components/shipping/zone-form';
import { ZonesList } from '@/components/shipping/zones-list';
import { getPageAdmin } from '@/lib/session';
import { listZones } from '@/lib/shipping';

export const metadata: Metadata = { title: 'Shipping Zones' };

/** The store's shipping zones (store admins, issue 36): each with where it reaches and its methods; a form for a new one. */
export default async function ShippingZonesPage() {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const zones = await listZones();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Shipping Zones</h1>
      <p className="mb-4 text-sm text-steel-700">
        A cart ships by the zone that names its address most closely (a postcode beginning, then a state or
        province, then the country). Its methods are offered in this order; the first one that can take the
        cart is chosen until the buyer picks another. A part without a weight makes weight bands unavailable.
      </p>
      <ZonesList zones={zones} />
      <h2 className="mb-2 mt-6 text-xl font-semibold">Add a shipping zone</h2>
      <ZoneForm />
    </>
  );
}
