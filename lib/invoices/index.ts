// The face of lib/invoices: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/invoices/<file>` from outside it). Its own files import each other directly.

export { getCreditNote } from './get-credit-note';
export { getInvoice } from './get-invoice';
export { getQuotePdf } from './get-quote-pdf';
export { statementPdf } from './statement-pdf';
export { returnLabelPdf } from './return-label-pdf';
export type { ReturnLabel } from './return-label-pdf';
