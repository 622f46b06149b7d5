import type { Exemption } from './tax-rules';
import { EU_COUNTRIES, euVatCountry } from './vat-id';

/** What a buyer holds that may exempt them: their company's tax id, a certificate with its last day. */
export type BuyerTaxStatus = {
  taxId: string | null;
  certificate: { number: string; expiresDay: string } | null;
};

/**
 * Why this buyer pays no tax on a sale taxed in `taxCountry` on store day `today`, or null:
 * - a certificate, through its expiry day (the next day it stops);
 * - the reverse charge: a company with a VAT number of valid EU format, taxed in an EU member
 *   state other than the seller's (an intra-EU supply between businesses).
 */
export function exemptionFor(
  buyer: BuyerTaxStatus,
  taxCountry: string,
  sellerCountry: string,
  today: string,
): Exemption | null {
  if (buyer.certificate && today <= buyer.certificate.expiresDay)
    return { kind: 'certificate', ...buyer.certificate };
  const vatCountry = buyer.taxId ? euVatCountry(buyer.taxId) : null;
  const country = taxCountry.toUpperCase();
  if (vatCountry && EU_COUNTRIES.has(country) && country !== sellerCountry.toUpperCase())
    return { kind: 'reverse-charge', vatId: buyer.taxId!.toUpperCase().replace(/[\s.-]/g, '') };
  return null;
}
