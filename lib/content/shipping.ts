import type { PolicySection } from './policy-section';

/** The /shipping page: dispatch, delivery terms, packaging, damaged goods and returns. */
export const SHIPPING_UPDATED = '23 November 2026';

export const SHIPPING_SECTIONS: PolicySection[] = [
  {
    heading: 'Dispatch times',
    paragraphs: ['Lead times count working days from the day your payment is confirmed:'],
    items: [
      'Standard parts in stock: dispatched within 2 working days.',
      'Large quantities, or parts that need heat treatment or finishing: the dispatch date confirmed with your order.',
      'Custom-machined parts and parts made to your drawing: the lead time stated in your quote.',
    ],
  },
  {
    heading: 'Tracking your order',
    paragraphs: [
      'My Orders on your dashboard shows the status of every order: unpaid, paid or shipped. When an order leaves our warehouse we mark it as shipped and send you the carrier and tracking details.',
    ],
  },
  {
    heading: 'Delivery terms (Incoterms®)',
    paragraphs: ['Each order ships under an Incoterms® 2020 rule agreed with you:'],
    items: [
      'EXW (Ex Works): you or your freight forwarder collect the goods from our plant; freight, export and import formalities are yours.',
      'DAP (Delivered at Place): we deliver to the place you name; import duties, taxes and unloading are yours.',
    ],
  },
  {
    heading: 'Freight costs',
    paragraphs: [
      'Freight is not included in the part prices. For DAP deliveries we quote it before dispatch, and invoice it separately unless your quote already includes it.',
    ],
  },
  {
    heading: 'Packaging and labelling',
    paragraphs: [
      'Parts are counted and packed by part number. Small parts go in labelled bags and cartons; bearings, shafts and other precision surfaces are wrapped in corrosion-inhibiting (VCI) film; heavy loads travel on heat-treated, ISPM 15 marked pallets, strapped and wrapped. Every package carries the order number, your PO number if you gave one, the part number and the quantity, and each shipment comes with a delivery note. Material certificates and inspection reports are available on request when you order.',
    ],
  },
  {
    heading: 'Damaged, short or wrong deliveries',
    paragraphs: [
      "Inspect each delivery when it arrives, and note any visible damage to the packaging on the carrier's delivery receipt before you sign it. Report damage, missing units or wrong parts within 7 days of delivery through the contact form, with your order number and photos of the parts and the packaging, and keep the packaging until the claim is settled.",
      'We replace the affected parts or refund them, at our cost. Defects found later, once parts are in use, are covered by the warranty in our Terms of sale.',
    ],
  },
  {
    heading: 'Returns',
    paragraphs: [
      'You may return unused standard parts from our catalog within 30 days of delivery, in their original packaging and in a condition we can sell again:',
    ],
    items: [
      'Ask for a return authorisation through the contact form first, giving the order number, the parts and the quantities. Returns that arrive without one may be refused.',
      'Return shipping is at your cost, unless the return is due to our error.',
      'Returns not due to our error may carry a restocking fee of up to 15% of the price of the parts; we tell you the amount before you send the parts.',
      'Once the parts have arrived and been inspected, we refund the card used for the order within 10 working days.',
    ],
  },
  {
    heading: 'Parts that cannot be returned',
    paragraphs: ['These are made or prepared for you, so they cannot be returned unless they are defective:'],
    items: [
      'custom-machined parts and parts made to your drawing or specification;',
      'parts cut to length, heat-treated, coated or otherwise modified to order;',
      'parts that have been used, installed or taken out of their original packaging.',
    ],
  },
  {
    heading: 'Cancelling an order',
    paragraphs: [
      'You can cancel an unpaid order yourself in My Orders. To cancel a paid order that has not yet shipped, contact us as soon as possible: standard parts are refunded in full, while custom work already started is charged for the work done.',
    ],
  },
];
