// The face of lib/ledger (issue 35): companies' accounts, an append-only ledger per company.
// Other modules, pages and components import from here only.

export { accountBalanceCents, accountLock, bookInvoice, bookPayment, invoiceStandings } from './ledger';
export type { InvoiceStanding, InvoiceState } from './ledger';
export { findInvoiceEntries, streamAllEntries } from './store/ledger-entries';
export type {
  CreditNoteEntryDoc,
  InvoiceEntryDoc,
  LedgerEntryDoc,
  PaymentEntryDoc,
} from './store/ledger-entries';
export {
  paymentDtoSchema,
  recordBankTransfer,
  reversalDtoSchema,
  reverseBankTransfer,
} from './bank-transfers';
export type { PaymentDto, ReversalDto } from './bank-transfers';
export { AGEING_BUCKETS, statementCsv, statementLines } from './statement';
export type { StatementLine } from './statement';
export { overdueRefusal } from './overdue';
export { sendDueReminders } from './reminders';
export { bookCreditNote } from './credit-notes';
