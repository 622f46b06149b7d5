import 'server-only';
import { env } from '@/lib/env';

/** Who sells, as an invoice or a credit note prints it. */
export type Seller = { name: string; address: string[]; email: string; taxId: string | null };

/** The demo store's details, outside production only (production names its own: lib/env.ts). */
const DEMO_SELLER: Seller = {
  name: 'Partsmith Manufacturing',
  address: ['1200 Foundry Road', 'Dayton, OH 45402', 'United States'],
  email: 'accounts@partsmith.io',
  // No made-up tax id: a document without one says nothing rather than print a placeholder.
  taxId: null,
};

/** The seller from the settings (SELLER_NAME, SELLER_ADDRESS, SELLER_EMAIL, SELLER_TAX_ID). */
export function seller(): Seller {
  const { SELLER_NAME, SELLER_ADDRESS, SELLER_EMAIL, SELLER_TAX_ID } = env();
  return {
    name: SELLER_NAME ?? DEMO_SELLER.name,
    address: SELLER_ADDRESS
      ? SELLER_ADDRESS.split('|')
          .map((line) => line.trim())
          .filter(Boolean)
      : DEMO_SELLER.address,
    email: SELLER_EMAIL ?? DEMO_SELLER.email,
    taxId: SELLER_TAX_ID ?? DEMO_SELLER.taxId,
  };
}
