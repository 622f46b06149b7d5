// What a fuzzing caller may change, checked on the database itself: a snapshot before a run, one
// after, and the differences a caller who is not an admin must not be able to make.
import { BSON } from 'mongodb';

const text = (doc) => BSON.EJSON.stringify(doc, { relaxed: false });

async function keyed(collection, key, view = (doc) => doc) {
  const map = new Map();
  for await (const doc of collection.find({})) map.set(String(key(doc)), { doc, text: text(view(doc)) });
  return map;
}

/** Documents that name their user by id, each with that user's email beside it (its owner). */
const ownedByUser = (entries, userIdOf, emailOf) =>
  new Map(
    [...entries].map(([id, entry]) => [
      id,
      { ...entry, doc: { ...entry.doc, email: emailOf.get(String(userIdOf(entry.doc))) ?? null } },
    ]),
  );

/** Everything the guard compares (the fuzzing database is small: a few hundred documents). */
export async function snapshot(db) {
  const credentials = await keyed(db.collection('credentials'), (c) => c.email);
  const users = await keyed(
    db.collection('users'),
    (u) => u.email,
    (u) => ({ ...u, passwordHash: credentials.get(u.email)?.doc.passwordHash ?? null }),
  );
  // Carts and saved lists name their user by id: their owner is that user's email.
  const emailOf = new Map([...users.values()].map(({ doc }) => [String(doc._id), doc.email]));
  return {
    users,
    carts: ownedByUser(await keyed(db.collection('carts'), (c) => c._id), (c) => c._id, emailOf),
    savedLists: ownedByUser(
      await keyed(db.collection('saved_lists'), (l) => l._id),
      (l) => l.userId,
      emailOf,
    ),
    orders: await keyed(db.collection('orders'), (o) => o._id),
    reviews: await keyed(db.collection('reviews'), (r) => r._id),
    quotes: await keyed(db.collection('quotes'), (q) => q._id),
    profiles: await keyed(db.collection('profiles'), (p) => p.email),
    // Whole: orders move a part's stock in its own collection (lib/inventory), never the part.
    products: await keyed(db.collection('products'), (p) => p._id),
  };
}

/**
 * The changes `actor` (an email, or null for an anonymous caller) made that it may not make:
 * anything of another account, any role, any catalog entry. Its own orders, review, profile and
 * quotes may change; anyone may sign up (as a customer); stock moves with orders.
 * @returns {string[]} one line per violation
 */
export function forbiddenChanges(before, after, actor) {
  const problems = [];
  const own = {
    orders: (o) => o.customerEmail,
    reviews: (r) => r.email,
    profiles: (p) => p.email,
    quotes: (q) => q.customerEmail,
    carts: (c) => c.email,
    savedLists: (l) => l.email,
  };
  for (const [name, owner] of Object.entries(own)) {
    for (const [id, { doc, text: was }] of before[name]) {
      if (owner(doc) === actor) continue;
      const now = after[name].get(id);
      if (!now) problems.push(`${name} ${id} of ${owner(doc)} was deleted`);
      else if (now.text !== was) problems.push(`${name} ${id} of ${owner(doc)} was changed`);
    }
    for (const [id, { doc }] of after[name]) {
      if (!before[name].has(id) && owner(doc) !== actor) {
        problems.push(`${name} ${id} was created for ${owner(doc)}`);
      }
    }
  }
  for (const [email, { doc, text: was }] of before.users) {
    const now = after.users.get(email);
    if (!now) problems.push(`user ${email} was deleted`);
    else if (email === actor ? now.doc.role !== doc.role : now.text !== was) {
      problems.push(`user ${email} was changed${now.doc.role !== doc.role ? ` (role ${now.doc.role})` : ''}`);
    }
  }
  for (const [email, { doc }] of after.users) {
    if (!before.users.has(email) && doc.role === 'admin') problems.push(`admin ${email} was created`);
  }
  for (const [id, { text: was }] of before.products) {
    const now = after.products.get(id);
    if (!now) problems.push(`product ${id} was deleted`);
    else if (now.text !== was) problems.push(`product ${id} was changed`);
  }
  for (const id of after.products.keys()) {
    if (!before.products.has(id)) problems.push(`product ${id} was added`);
  }
  return problems;
}
