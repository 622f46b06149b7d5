// The face of lib/ledger (issue 35): companies' accounts, an append-only ledger per company.
// Other modules, pages and components import from here only.

export { accountBalanceCents, bookInvoice } from './ledger';
export { findInvoiceEntries, streamAllEntries } from './store/ledger-entries';
export type { LedgerEntryDoc } from './store/ledger-entries';
