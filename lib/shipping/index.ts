// The face of lib/shipping (issue 36): the store's shipping zones and methods, and what a cart
// costs to ship to an address. Other modules, pages and components import from here only.

export { shippingFor } from './shipping-for';
export type { ShippingQuote } from './shipping-for';
export { cartWeight, shippingOptions, zoneFor } from './shipping-rules';
export type { ShippedCart, ShippingMethod, ShippingOption, ShippingZone, ZoneArea } from './shipping-rules';
export { shippingZoneDtoSchema } from './zone-dto';
export type { ShippingZoneDto } from './zone-dto';
export { createZone, editZone, listZones, removeZone } from './zones';
