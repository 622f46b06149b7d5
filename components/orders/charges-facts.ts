import type { OrderDto } from '@/lib/orders';
import { formatDollars } from '@/lib/selling';

const dollars = (amount: number) => `$${formatDollars(amount)}`;

/**
 * An order's charges as terms and values (issue 36): subtotal, shipping and its method, tax (with
 * an exemption's mention) and where it goes; none for an order from before it recorded them.
 */
export function chargesFacts(order: Pick<OrderDto, 'charges'>): [string, string][] {
  const { charges } = order;
  if (!charges) return [];
  return [
    ['Subtotal', dollars(charges.subtotal)],
    [
      'Shipping',
      charges.shipTo
        ? `${dollars(charges.shipping)}${charges.shippingMethod ? ` · ${charges.shippingMethod}` : ''}`
        : `${dollars(charges.shipping)} · collected at the plant`,
    ],
    ['Tax', `${dollars(charges.tax)}${charges.exemption ? ` · ${charges.exemption}` : ''}`],
    ...(charges.shipTo
      ? ([['Ship to', [charges.shipTo.label, ...charges.shipTo.lines].filter(Boolean).join(', ')]] as [
          string,
          string,
        ][])
      : []),
  ];
}
