/**
 * The carriers a shipment can name, with their public tracking pages (a customer follows the
 * link from My Orders or the shipping email). `other`: any carrier, its number shown as given.
 */
export const CARRIERS = {
  ups: { name: 'UPS', tracking: 'https://www.ups.com/track?tracknum=' },
  fedex: { name: 'FedEx', tracking: 'https://www.fedex.com/fedextrack/?trknbr=' },
  usps: { name: 'USPS', tracking: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
  dhl: {
    name: 'DHL',
    tracking: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=',
  },
  other: { name: 'Other carrier', tracking: null },
} as const satisfies Record<string, { name: string; tracking: string | null }>;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as Carrier[];

/** The carrier's tracking page for `trackingNumber`, or null (no number, or a carrier we do not know). */
export function trackingUrl(carrier: Carrier, trackingNumber: string | undefined): string | null {
  const base = CARRIERS[carrier].tracking;
  return base && trackingNumber ? `${base}${encodeURIComponent(trackingNumber)}` : null;
}
