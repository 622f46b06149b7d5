import type { PolicySection } from './policy-section';

/** The /about page: who Partsmith Manufacturing is, how it checks its parts and how to order. */
export const ABOUT_SECTIONS: PolicySection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'Partsmith Manufacturing makes precision industrial parts, machined and inspected in our own plant and sold in bulk to workshops and manufacturers worldwide. We machine, heat-treat and inspect every part under one roof: forty CNC cells, a metrology lab and a warehouse next to the motorway let us quote honestly and ship fast.',
      'We sell in bulk only, 30 units or more per order, so we can keep prices close to cost for the workshops and manufacturers who rely on us.',
    ],
  },
  {
    heading: 'What we make',
    paragraphs: [
      'Our catalog covers the parts that keep machines running: bearings, gears, pulleys and couplings, fasteners, springs, linear guides, seal kits and heat sinks. Bought-in components such as motors and valves come from makers we have audited and pass the same incoming inspection before they reach our shelves.',
    ],
    items: [
      'Bulk parts: standard catalog parts from stock, in quantities from 30 units.',
      'Custom machining: turned and milled parts made to your drawing, from prototype batches to series.',
      'Heat treatment: hardening, tempering and stress relieving, on our parts or yours.',
    ],
  },
  {
    heading: 'Quality',
    paragraphs: [
      'Every new part is checked by first-article inspection before a batch is released, and every batch is sampled in our metrology lab against its drawing. Materials are traceable from the mill certificate to the packed carton, and material certificates and inspection reports are available with your order on request. Our parts carry a 12-month warranty against manufacturing defects, as set out in our Terms of sale.',
    ],
  },
  {
    heading: 'How to order',
    paragraphs: [],
    ordered: true,
    items: [
      'Create an account with your email address, or sign in with Google.',
      'Find the part in our parts catalog and choose Buy Now.',
      'Enter the quantity (at least 30 units) and your contact details, and place the order: the units are reserved for you.',
      'Pay by card; your order is then prepared for dispatch, and you can follow it in My Orders.',
    ],
  },
  {
    heading: 'Quotes and larger orders',
    paragraphs: [
      'For volume price breaks, repeat orders, custom machining or heat treatment, send us your drawing or part numbers and quantities through the contact form. We reply with a written quote stating the price, the lead time and the date until which it is valid.',
    ],
  },
];
