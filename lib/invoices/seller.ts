/**
 * Who sells, as every invoice prints it. A deployment for another company changes these lines
 * (they are the seller's legal details, not settings a running store switches).
 */
export const SELLER = {
  name: 'Partsmith Manufacturing',
  address: ['1200 Foundry Road', 'Dayton, OH 45402', 'United States'],
  email: 'accounts@partsmith.io',
  taxId: 'EIN 00-0000000',
} as const;
