/** "INV-000042": the counter's number, zero-padded so invoices sort as text too. */
export const invoiceLabel = (invoiceNumber: number) => `INV-${String(invoiceNumber).padStart(6, '0')}`;
