/** Demo reviews for the home carousel; dates are spread so "newest first" has a stable order. */
export const SEED_REVIEWS = [
  {
    name: 'Amelia Hart',
    email: 'amelia.hart@brightline.io',
    rating: 5,
    customerFeedback:
      'Ordered 600 bearings for our conveyor retrofit. Every one was in spec and they shipped two days early.',
  },
  {
    name: 'Rahul Mehta',
    email: 'rahul@mehta-fab.in',
    rating: 4,
    customerFeedback:
      'Gears were machined cleanly and the hardness report came with the shipment. Packaging could be sturdier.',
  },
  {
    name: 'Sofia Lindqvist',
    email: 'sofia@nordauto.se',
    rating: 5,
    customerFeedback:
      'We switched our seal kits to Partsmith last year and have not had a single field failure since.',
  },
  {
    name: 'Daniel Okafor',
    email: 'd.okafor@lagoshydraulics.ng',
    rating: 4,
    customerFeedback:
      'Good prices for bulk orders and a quick answer from support when we needed a custom bore.',
  },
  {
    name: 'Mei Chen',
    email: 'mei.chen@precisa.tw',
    rating: 5,
    customerFeedback:
      'The linear rails run smoother than the brand we used before, at two thirds of the price.',
  },
  {
    name: 'Lucas Moreau',
    email: 'lucas@atelier-moreau.fr',
    rating: 3,
    customerFeedback:
      'Motors perform well. Delivery to France took longer than quoted, but the team kept us informed.',
  },
] as const;
