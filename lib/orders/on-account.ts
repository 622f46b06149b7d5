import 'server-only';
import { storeDay } from '@/lib/calendar';
import type { CompanyPurchase } from '@/lib/companies';
import { underLock, type Id } from '@/lib/db';
import { settleHolds } from '@/lib/inventory';
import { accountBalanceCents, accountLock, bookInvoice, overdueRefusal } from '@/lib/ledger';
import { AppError, dueDay, type PaymentTerms } from '@/lib/model';
import { formatCents } from '@/lib/selling';
import type { OrderDoc, ShownOrder } from './store/orders-doc';
import { sendOrderMailSoon } from './order-mail';
import type { PlaceAdmit } from './place';
import { issueInvoiceNumber } from './store/invoice-numbers';
import { findUnbooked, markInvoiceBooked, markOrderOnAccount, unbookedCents } from './store/order-payments';

// Pay on account (issue 35): a company with terms buys without a card; the order is confirmed at
// once (its units sold), invoiced at once with its due date, and the invoice booked on the
// company's account (lib/ledger). What it may owe is capped by its credit limit: every order on
// account of one company is placed under that company's lock, so racing orders cannot pass the
// limit together.

export const ON_ACCOUNT_FOR_COMPANIES = 'Paying on account is for buyers of a company with payment terms.';
export const CARD_ONLY = 'Your company pays by card: ask the store for terms to pay on account.';
/** The mail an order confirmed on account owes (./order-mail.ts): owed in the confirming write. */
export const ON_ACCOUNT_MAIL = 'order-on-account';

const BUSY = 'Another order on account of your company is being placed. Please try again in a moment.';

type OnAccount = Pick<CompanyPurchase, 'id' | 'terms' | 'creditLimitCents'>;

/**
 * What the company may still order on account (checkout shows it): its limit less its balance (the
 * ledger's sum) and its orders on account whose invoice is not booked yet (a crash stopped them).
 */
export async function availableCreditCents(company: OnAccount): Promise<number> {
  const [balance, unbooked] = await Promise.all([accountBalanceCents(company.id), unbookedCents(company.id)]);
  return company.creditLimitCents - balance - unbooked;
}

/** Issues the order's invoice and books it on its company's account (again harmlessly after a crash). */
async function bookOrderInvoice(
  order: Pick<OrderDoc, '_id' | 'number' | 'totalCents' | 'poNumber' | 'customerEmail' | 'customerName'>,
  companyId: Id,
  terms: Exclude<PaymentTerms, 'card'>,
) {
  const { invoiceNumber, invoicedAt } = await issueInvoiceNumber(order._id);
  const due = dueDay(terms, storeDay(invoicedAt));
  await bookInvoice(
    {
      companyId,
      orderId: order._id,
      orderNumber: order.number,
      invoiceNumber,
      amountCents: order.totalCents,
      issuedAt: invoicedAt,
      dueDay: due,
      poNumber: order.poNumber,
    },
    { email: order.customerEmail, name: order.customerName },
  );
  await markInvoiceBooked(order._id, due);
  return { invoiceNumber, invoicedAt, dueDay: due };
}

/**
 * Places an order on account: `place` makes it (unpaid, its stock held), admitted by the check it
 * is given once its prices are recorded, so the total weighed against the available credit is the
 * total recorded; it is then confirmed on account (owing its mail), invoiced and booked. Refused
 * (409) above the available credit, with the amount available, its stock given back.
 */
export async function placeOnAccount(
  company: OnAccount | null,
  place: (admitCredit: PlaceAdmit) => Promise<ShownOrder>,
): Promise<ShownOrder> {
  if (!company) throw new AppError('invalid', ON_ACCOUNT_FOR_COMPANIES);
  const { terms } = company;
  if (terms === 'card') throw new AppError('conflict', CARD_ONLY);
  return underLock(
    accountLock(company.id),
    async () => {
      // Orders a crash left confirmed but not booked are booked first (their totals count anyway).
      for (const unbooked of await findUnbooked(company.id))
        await bookOrderInvoice(unbooked, company.id, (unbooked.settlement as { terms: typeof terms }).terms);
      // Late on an invoice: no more orders on account until it is paid (card still works).
      const overdue = await overdueRefusal(company.id);
      if (overdue) throw overdue;
      // Every order on account of the company is booked now, and no other is placed while we hold
      // its lock: the balance is all it owes.
      const available = company.creditLimitCents - (await accountBalanceCents(company.id));
      const order = await place(async ({ totalCents }) =>
        totalCents > available
          ? new AppError(
              'conflict:credit',
              `This order (${formatCents(totalCents)}) is above your company's available credit (${formatCents(Math.max(0, available))}): pay by card, or ask the store for a higher limit.`,
            )
          : null,
      );
      const settlement = { method: 'account' as const, terms };
      if (!(await markOrderOnAccount(order._id, settlement, ON_ACCOUNT_MAIL)))
        throw new AppError('conflict', 'The order changed while it was confirmed on account: see My Orders.');
      const confirmed: ShownOrder = { ...order, status: 'paid', stock: 'taken', settlement };
      await sendOrderMailSoon(confirmed, ON_ACCOUNT_MAIL);
      await settleHolds(
        order._id,
        order.lines.map((line) => line.productId),
      );
      const booked = await bookOrderInvoice(order, company.id, terms);
      return {
        ...confirmed,
        settlement: { ...settlement, dueDay: booked.dueDay },
        invoiceNumber: booked.invoiceNumber,
        invoicedAt: booked.invoicedAt,
      };
    },
    BUSY,
  );
}
