// The face of lib/tax (issue 36): the store's tax table, the provider that computes a sale's tax
// from it, and exemptions. Other modules, pages and components import from here only.

export { exemptionFor } from './exemption';
export type { BuyerTaxStatus } from './exemption';
export { taxProvider } from './tax-provider';
export type { TaxProvider, TaxRequest } from './tax-provider';
export { taxRateDtoSchema } from './tax-rate-dto';
export type { TaxRateDto } from './tax-rate-dto';
export { addTaxRate, listTaxRates, removeTaxRate } from './tax-rates';
export { exemptionMention, rateLabel, taxLines, taxOf } from './tax-rules';
export type { Exemption, TaxableLine, TaxedLine, TaxQuote, TaxRate } from './tax-rules';
export { EU_COUNTRIES, euVatCountry } from './vat-id';
