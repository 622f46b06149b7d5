// The face of lib/addresses (issue 36): a customer's address book. Other modules, pages and
// components import from here only.

export { savedAddressDtoSchema } from './address-dto';
export type { SavedAddressDto } from './address-dto';
export { addAddress, editAddress, listAddresses, removeAddress, shippingAddressOf } from './addresses';
