// A part's stock document as lib/inventory stores it (lib/inventory/store/stock-doc.ts, decision
// 0033), for tests, e2e and benches that write parts straight into the database: all of it received.

/**
 * @param {import('mongodb').ObjectId} _id the part's id
 * @param {number} onHand
 */
export const newStock = (_id, onHand) => ({
  _id,
  onHand,
  holds: [],
  restocks: [],
  received: onHand,
  updatedAt: new Date(),
});
