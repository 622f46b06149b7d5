import { PAYMENT_TERMS_LABELS, settlementOf, type Settlement } from '@/lib/model';
import { formatCents, lineSavingCents, priceSourceLabel } from '@/lib/selling';

/** An order line as an invoice or credit note prints it. */
type PrintedLine = {
  name: string;
  partNumber?: string | undefined;
  quantity: number;
  unitPriceCents: number;
  contract?: { listId: unknown; code: string; listUnitPriceCents: number } | undefined;
};

/**
 * A line's part cell: its number and name, and, for a line bought at a contract price, the list
 * that set it and the list price it saved against (issue 35: every document shows the source).
 */
export function partCell(line: PrintedLine, suffix = ''): string {
  const part = `${line.partNumber ? `${line.partNumber} · ` : ''}${line.name}${suffix}`;
  if (!line.contract) return part;
  const source = priceSourceLabel({
    kind: 'contract',
    listId: String(line.contract.listId),
    code: line.contract.code,
  });
  return `${part}\n${source}; list price ${formatCents(line.contract.listUnitPriceCents)}`;
}

/** What the document's contract prices saved against the list prices, in cents. */
export const savingOf = (lines: readonly PrintedLine[]) =>
  lines.reduce((sum, line) => sum + lineSavingCents(line), 0);

/** An order on account's terms and due date for its invoice (nothing for a card order). */
export function onAccountOf(order: { settlement?: Settlement }) {
  const settlement = settlementOf(order);
  return settlement.method === 'account'
    ? { onAccount: { terms: PAYMENT_TERMS_LABELS[settlement.terms], dueDate: settlement.dueDay ?? null } }
    : {};
}
