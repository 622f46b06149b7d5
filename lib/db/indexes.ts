import 'server-only';
import type { CreateIndexesOptions, Db, IndexSpecification } from 'mongodb';

type IndexSpec = { key: IndexSpecification; options?: CreateIndexesOptions; mayFail?: true };

/** Each collection's indexes, by collection name. */
const INDEXES: Record<string, IndexSpec[]> = {
  // Lists sort by a field and then the id (pages never overlap); their indexes end with the id too,
  // or MongoDB would sort every matching document for each page.
  products: [
    { key: { createdAt: 1, _id: 1 } },
    { key: { keywords: 1 } },
    { key: { nameLower: 1, _id: 1 } },
    { key: { priceCents: 1, _id: 1 } },
    // Part numbers: unique ignoring case; sparse, so a part written straight into the database
    // before the next start numbers it (migrations.ts) is not refused as a second "no number".
    { key: { partNumberKey: 1 }, options: { unique: true, sparse: true } },
    { key: { partNumberCompact: 1 } },
    // A category page's parts in catalog order, and the count of each category's own parts.
    { key: { categoryId: 1, createdAt: 1, _id: 1 } },
  ],
  // A part's stock (lib/inventory): the reconciliation finds old holds, Manage Products low stock.
  stock: [{ key: { 'holds.at': 1 } }, { key: { onHand: 1 } }],
  users: [{ key: { email: 1 }, options: { unique: true } }],
  // Company accounts (lib/companies): Companies by status; a user in at most one company; a
  // company's members in the order they joined; an invitation by its link's hash.
  companies: [
    { key: { status: 1, createdAt: -1, _id: -1 } },
    { key: { createdAt: -1, _id: -1 } },
    { key: { 'appliedBy.userId': 1, status: 1 } },
  ],
  company_members: [
    { key: { userId: 1 }, options: { unique: true } },
    { key: { companyId: 1, joinedAt: 1, _id: 1 } },
    { key: { companyId: 1, roles: 1 } },
  ],
  company_invitations: [
    { key: { tokenHash: 1 }, options: { unique: true } },
    { key: { companyId: 1, state: 1, createdAt: -1, _id: -1 } },
    { key: { companyId: 1, email: 1, state: 1 } },
  ],
  credentials: [{ key: { email: 1 }, options: { unique: true } }],
  profiles: [{ key: { email: 1 }, options: { unique: true } }],
  orders: [
    // An order by its number (SO-000123); sparse while older orders wait for theirs at start-up.
    { key: { number: 1 }, options: { unique: true, sparse: true } },
    // The order a request placed, by its Idempotency-Key (lib/idempotency): one order per key.
    { key: { requestKey: 1 }, options: { unique: true, sparse: true } },
    { key: { customerEmail: 1, createdAt: -1, _id: -1 } },
    // Company orders (issue 34): one company's, newest first.
    { key: { 'company.id': 1, createdAt: -1, _id: -1 } },
    { key: { createdAt: -1, _id: -1 } },
    { key: { status: 1, createdAt: -1, _id: -1 } },
    { key: { status: 1, holdUntil: 1 } },
    { key: { customerEmail: 1, status: 1, holdUntil: 1 } },
    { key: { stock: 1 } },
    // A part's orders (its lapsed holds, its withdrawal when deleted): a line names the part.
    { key: { 'lines.productId': 1 } },
    // The few orders of deleted parts waiting for the sweep (lib/orders/withdraw.ts).
    { key: { withdrawn: 1 }, options: { sparse: true } },
    // The few orders whose mail a crash kept from the outbox (lib/orders/order-mail.ts).
    { key: { mailToSend: 1 }, options: { sparse: true } },
    // The few company orders whose share of their buyer's spend is not written yet (spend-ledger.ts).
    { key: { spendDue: 1 }, options: { sparse: true } },
    // The few orders on account whose invoice is not booked on their company's account yet (on-account.ts).
    { key: { bookDue: 1 }, options: { sparse: true } },
  ],
  // Requisitions awaiting approval (lib/orders/requisitions.ts): by number within a company, a
  // company's or one buyer's newest first, the lapse sweep's pending ones by when they lapse, the
  // one asked for an offer (requisition-offer.ts).
  requisitions: [
    { key: { number: 1 }, options: { unique: true } },
    { key: { requestKey: 1 }, options: { unique: true, sparse: true } },
    { key: { companyId: 1, createdAt: -1, _id: -1 } },
    { key: { companyId: 1, status: 1, createdAt: -1, _id: -1 } },
    { key: { 'buyer.userId': 1, createdAt: -1, _id: -1 } },
    { key: { status: 1, expiresAt: 1 } },
    { key: { 'quote.id': 1 }, options: { sparse: true } },
  ],
  // Contract price lists (lib/pricelists): one code each; a company's lists. An entry's _id names
  // its list, revision and part (prices read by _id); a list's page by part number.
  // A company's account (lib/ledger): its entries by company and date (balances, statements); the
  // payments applied to an invoice (its state).
  ledger_entries: [
    { key: { companyId: 1, at: 1, _id: 1 } },
    { key: { 'applied.invoiceId': 1 }, options: { sparse: true } },
  ],
  // Reminders of invoices on account by the day they fall due (the sweep reads the due ones).
  invoice_reminders: [{ key: { day: 1, _id: 1 } }],
  price_lists: [{ key: { code: 1 }, options: { unique: true } }, { key: { 'appliesTo.companyIds': 1 } }],
  price_list_entries: [{ key: { listId: 1, rev: 1, partNumber: 1 } }],
  // Shipping zones in the store's order (lib/shipping; a few dozen, read whole); the tax table by
  // place (lib/tax: an address reads its country's rows for its region and postcode beginnings;
  // admins page a country's rows in this order).
  // A customer's address book (lib/addresses): theirs, the default first.
  addresses: [{ key: { userId: 1, defaultAt: -1, createdAt: 1, _id: 1 } }],
  shipping_zones: [{ key: { position: 1, _id: 1 } }],
  // The category tree (lib/categories): a page by its path; a subtree by its ancestors; children by parent.
  categories: [
    { key: { path: 1 }, options: { unique: true } },
    { key: { ancestors: 1 } },
    { key: { parentId: 1 } },
  ],
  tax_rates: [{ key: { country: 1, region: 1, postcodePrefix: 1, taxClass: 1, from: 1, _id: 1 } }],
  reviews: [
    // One review per customer. A database from before that rule may hold duplicates: the migration
    // (migrations.ts) removes them and makes the index then.
    { key: { email: 1 }, options: { unique: true }, mayFail: true },
    { key: { createdAt: -1, _id: -1 } },
  ],
  quotes: [
    // A quote by its number (Q-000045); sparse while older quotes wait for theirs at start-up.
    { key: { number: 1 }, options: { unique: true, sparse: true } },
    { key: { customerEmail: 1, createdAt: -1, _id: -1 } },
    // A company's quotes, newest first (issue 34).
    { key: { companyId: 1, createdAt: -1, _id: -1 } },
    { key: { createdAt: -1, _id: -1 } },
    { key: { state: 1, createdAt: -1, _id: -1 } },
    // A deleted part's open quotes (lib/catalog/admin-products.ts): a line names the part.
    { key: { 'lines.productId': 1 } },
  ],
  returns: [
    // A return by its RMA number; sparse: a return has one only once approved.
    { key: { number: 1 }, options: { unique: true, sparse: true } },
    // An order's returns (its page lists them, a new one is weighed against them).
    { key: { orderId: 1, requestedAt: 1, _id: 1 } },
    // The Returns screen: every return, or those in one state, newest first.
    { key: { requestedAt: -1, _id: -1 } },
    { key: { status: 1, requestedAt: -1, _id: -1 } },
  ],
  saved_lists: [
    // A customer's list names are theirs alone, whatever the case or spacing (nameKey).
    { key: { userId: 1, nameKey: 1 }, options: { unique: true } },
    { key: { userId: 1, updatedAt: -1, _id: -1 } },
    // The lists shared with a company (issue 34), the latest changed first.
    { key: { sharedWith: 1, updatedAt: -1, _id: -1 }, options: { sparse: true } },
  ],
  outbox: [
    // The sender's next message; and what the admin's Mail page lists.
    { key: { state: 1, dueAt: 1 } },
    { key: { state: 1, createdAt: 1, _id: 1 } },
    // Sent mail is kept 30 days (what was sent to whom), then dropped; so is mail whose link expired.
    { key: { sentAt: 1 }, options: { expireAfterSeconds: 30 * 86_400 } },
    { key: { expiredAt: 1 }, options: { expireAfterSeconds: 30 * 86_400 } },
    // One address's mail: released when it is confirmed, put off past its hourly bound.
    { key: { to: 1, state: 1 } },
  ],
  password_resets: [
    // A link's record goes once it can no longer be used.
    { key: { expiresAt: 1 }, options: { expireAfterSeconds: 0 } },
  ],
  email_confirmations: [
    // The same: a confirmation link's record goes once it can no longer be used.
    { key: { expiresAt: 1 }, options: { expireAfterSeconds: 0 } },
  ],
  // A sealed link goes when it expires, if its message was not sent before (lib/mail/sender.ts).
  mail_secrets: [{ key: { expiresAt: 1 }, options: { expireAfterSeconds: 0 } }],
  // A recipient's hourly bound, an hour after their last message.
  mail_quota: [{ key: { expiresAt: 1 }, options: { expireAfterSeconds: 0 } }],
  // Locks left behind by a process that died are removed a minute after their lease ran out.
  locks: [{ key: { until: 1 }, options: { expireAfterSeconds: 60 } }],
  // App instances that stopped saying they are there (lib/db/instances.ts).
  app_instances: [{ key: { seenAt: 1 }, options: { expireAfterSeconds: 120 } }],
  // Fixed-window counters delete themselves once their window is over.
  // A retried request's key and first answer (lib/idempotency): kept a day.
  request_keys: [{ key: { expiresAt: 1 }, options: { expireAfterSeconds: 0 } }],
  rate_counters: [{ key: { expiresAt: 1 }, options: { expireAfterSeconds: 0 } }],
  // Sessions LOG OUT ended, once every cookie of theirs has expired (lib/accounts/store/users.ts).
  ended_sessions: [{ key: { until: 1 }, options: { expireAfterSeconds: 0 } }],
  payment_intents: [{ key: { idempotencyKey: 1 }, options: { unique: true } }, { key: { clientSecret: 1 } }],
  audit: [
    { key: { at: -1, _id: -1 } },
    { key: { action: 1, at: -1, _id: -1 } },
    { key: { actor: 1, at: -1, _id: -1 } },
    { key: { target: 1, at: -1, _id: -1 } },
  ],
  // Admins' Messages, newest first (lib/contact/store/messages.ts).
  messages: [{ key: { createdAt: -1, _id: -1 } }],
};

/**
 * The indexes of the collection `name`, made on the collection `onto` (by default the same): a
 * restore loads each collection under another name first, with its indexes, unique ones included,
 * so that the copy it swaps in is whole. Idempotent.
 */
export async function ensureIndexesOf(db: Db, name: string, onto = name): Promise<void> {
  await Promise.all(
    (INDEXES[name] ?? []).map(async ({ key, options = {}, mayFail }) => {
      const made = db.collection(onto).createIndex(key, options);
      await (mayFail ? made.catch(() => undefined) : made);
    }),
  );
}

/** Idempotent: createIndex with the same spec is a no-op, so every process start may call it. */
export async function ensureIndexes(db: Db): Promise<void> {
  await Promise.all(Object.keys(INDEXES).map((name) => ensureIndexesOf(db, name)));
}
