// `npm run check:stock`: the stock invariant (lib/orders/stock-check.ts). Prints every part whose
// books do not balance (on hand + held by unpaid orders + sold = received), every hold that
// belongs to no order, every unpaid order whose units are not held exactly once, and every company
// buyer's spend total that is not the sum of their orders' shares (lib/orders/spend-check.ts), and
// every company account whose entries do not match its orders on account (lib/orders/ledger-check.ts).
// Exit code 1 when there is one.
import { getMongoClient } from '@/lib/db/client';
import { strayHolds, unbalancedStock, unheldOrders } from '@/lib/orders/stock-check';
import { unbalancedSpend } from '@/lib/orders/spend-check';
import { unbalancedAccounts } from '@/lib/orders/ledger-check';

async function main() {
  let problems = 0;
  for await (const part of unbalancedStock()) {
    problems += 1;
    const books =
      part.received === null
        ? 'no received count (added before stock holds)'
        : `${part.onHand} on hand + ${part.held} held + ${part.sold} sold = ${part.onHand + part.held + part.sold}, received ${part.received}`;
    console.log(`${part.productId} ${part.name}: ${books}`);
  }
  for await (const hold of strayHolds()) {
    problems += 1;
    console.log(`${hold.productId}: order ${hold.orderId} ${hold.problem}`);
  }
  for await (const order of unheldOrders()) {
    problems += 1;
    console.log(`${order.productId}: order ${order.orderId} is an ${order.problem}`);
  }
  for await (const spend of unbalancedSpend()) {
    problems += 1;
    console.log(`spend ${spend.key}: ${spend.problem}`);
  }
  for await (const account of unbalancedAccounts()) {
    problems += 1;
    console.log(`account ${account.key}: ${account.problem}`);
  }
  console.log(
    problems
      ? `${problems} problem(s) in the stock, spend and account books.`
      : 'Every part balances, every hold has its order, every unpaid order its hold, every spend total its orders and every order on account its invoice entry.',
  );
  await (await getMongoClient()).close();
  process.exit(problems ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
