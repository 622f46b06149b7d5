/** How a part or a shipping method is taxed (issue 36): the store's tables hold a rate per class. */
export const TAX_CLASSES = ['standard', 'reduced', 'exempt'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];
export const TAX_CLASS_LABELS: Record<TaxClass, string> = {
  standard: 'Standard',
  reduced: 'Reduced',
  exempt: 'Exempt',
};

/** How a shipping method is priced: per order, by weight bands, by order value bands, or collected. */
export const SHIPPING_KINDS = ['flat', 'weight', 'value', 'pickup'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];
