import type { PolicySection } from './policy-section';

/** The /terms page: Partsmith Manufacturing's terms of sale, for business buyers. */
export const TERMS_UPDATED = '23 November 2026';

export const TERMS_SECTIONS: PolicySection[] = [
  {
    heading: '1. Who these terms apply to',
    paragraphs: [
      'These terms apply to every order placed with Partsmith Manufacturing ("Partsmith", "we") through this website or against a quote we have issued. We sell to businesses only: by placing an order you confirm that you buy for your business and are entitled to order on its behalf.',
      'Terms printed on your purchase order or elsewhere do not apply unless we have agreed to them in writing.',
    ],
  },
  {
    heading: '2. Orders and minimum quantities',
    paragraphs: [
      "We sell in bulk. The minimum order quantity is 30 units of a part, unless the part's page or your quote states a different minimum.",
      'Placing an order reserves the units for you. A binding contract is made when your payment is confirmed. We may decline an order, for example when a part cannot legally be exported to your country or a price was shown in obvious error; any amount paid for a declined order is refunded in full.',
    ],
  },
  {
    heading: '3. Prices, volume price breaks and quotes',
    paragraphs: [
      'Prices are per unit in US dollars (USD) and exclude sales tax, VAT, customs duties and, unless stated otherwise, freight. You pay the price shown when you place the order; later price changes do not affect an order already placed.',
      'For larger quantities, repeat or call-off orders, custom machining and heat treatment we offer volume price breaks on request: ask for a quote through the contact form. A quote states the part or drawing, the quantity, the unit price, the lead time and the date until which it is valid. A quoted price is valid until the date on the offer and only for the quantity and specification it names.',
    ],
  },
  {
    heading: '4. Purchase-order numbers',
    paragraphs: [
      'If your purchasing or accounts payable department needs a purchase-order (PO) number, enter it in the PO number field when you place the order (up to 40 characters). We show it with the order and quote it on the invoice, the delivery note and the package labels. A PO number is a reference only: it does not add your own terms to the order.',
    ],
  },
  {
    heading: '5. Payment and reserved stock',
    paragraphs: [
      'Orders are paid by card at the time of ordering. Card payments are processed by Stripe; we never see or store your card number. An order counts as paid once Stripe confirms the payment.',
      'The units of an unpaid order are reserved for the hold period shown with the order. If the order is not paid by then, the reservation expires and the units are released to other buyers. An expired order can still be paid while the stock lasts; if the stock has gone in the meantime, we tell you the new dispatch date or refund the payment in full, as you prefer.',
    ],
  },
  {
    heading: '6. Invoices',
    paragraphs: [
      'Every paid order receives an invoice showing our company details, your company and PO number, the parts, quantities, unit prices, applicable taxes and the payment reference. Invoices are sent to the email address of the account that placed the order. Please tell us within 30 days if an invoice needs correcting, for example to add a tax or VAT number.',
    ],
  },
  {
    heading: '7. Delivery, risk and title',
    paragraphs: [
      'Dispatch times, delivery terms and packaging are described on our Shipping and returns page. Delivery dates are our best estimate and not guaranteed unless a quote says so.',
      'Risk in the goods passes to you under the Incoterms® rule agreed for the order: with EXW, when the goods are made available for collection at our plant; with DAP, when they arrive at the named place of delivery, ready for unloading. Ownership passes to you once the order is paid in full.',
    ],
  },
  {
    heading: '8. Inspection on delivery',
    paragraphs: [
      'Please inspect each delivery on arrival. Report visible damage, shortages or wrong parts within 7 days of delivery, as described on the Shipping and returns page. A delivery not reported within that time is taken as accepted, except for hidden defects, which the warranty below covers.',
    ],
  },
  {
    heading: '9. Warranty',
    paragraphs: [
      "For 12 months from delivery we warrant that our parts conform to the specification on the part's page or on the drawing agreed in your quote, and are free from defects in material and manufacture. If a part fails this warranty, we repair it, replace it or refund its price, at our choice.",
      'The warranty does not cover:',
    ],
    items: [
      'normal wear, such as worn seals, bearings or belts at the end of their service life;',
      'incorrect storage, installation, lubrication or maintenance;',
      'use beyond the rated loads, speeds, pressures or temperatures;',
      'parts modified or repaired by anyone other than us;',
      'the suitability of a design you supplied: for parts made to your drawing, we warrant conformance to the drawing.',
    ],
  },
  {
    heading: '10. Limitation of liability',
    paragraphs: [
      'We are not liable for indirect or consequential loss, including loss of profit, loss of production, downtime or the cost of removing and refitting parts. Our total liability for an order is limited to the price paid for the parts concerned.',
      'Nothing in these terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or for fraud.',
    ],
  },
  {
    heading: '11. Events beyond our control',
    paragraphs: [
      'We are not responsible for delays or failures caused by events beyond our reasonable control, such as natural disasters, power or supply failures, strikes, epidemics or acts of government. If such an event delays an order by more than 60 days, either party may cancel the undelivered part of it and any amount paid for it is refunded.',
    ],
  },
  {
    heading: '12. Governing law',
    paragraphs: [
      "These terms and every order are governed by the laws of the seller's place of business, and its courts have jurisdiction over any dispute, unless we agree otherwise in writing.",
    ],
  },
  {
    heading: '13. Changes to these terms',
    paragraphs: [
      'We may update these terms from time to time. The version published on the date you place an order applies to that order.',
    ],
  },
];
