// The face of lib/charges (issue 36): a sale's amounts — subtotal, shipping, tax, total — computed
// in this one place for the cart, checkout and the documents. Other modules import from here only.

export { SHIPPING_KEY, chargedLine, chargesFor, plantAddress, shippingProblem } from './charges';
export type { ChargedLine, Charges, ChargesInput } from './charges';
export { chargesDtoSchema, toChargesDto } from './charges-dto';
export type { ChargesDto, ChargesPlace } from './charges-dto';
export { destinationOf, placeOf } from './destination';
export type { Destination, DestinationChoice, Place } from './destination';
export { recordedCharges } from './recorded';
export type { RecordedCharges } from './recorded';
export { chargesFromLock, shippingShare } from './locked';
