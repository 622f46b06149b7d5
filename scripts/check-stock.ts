// `npm run check:stock`: prints every part whose books do not balance
// (on hand + held by unpaid orders + sold = received; see lib/orders/stock-check.ts).
// Exit code 1 when there is one.
import { getMongoClient } from '@/lib/db/client';
import { unbalancedStock } from '@/lib/orders/stock-check';

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
  console.log(problems ? `${problems} part(s) do not balance.` : 'Every part balances.');
  await (await getMongoClient()).close();
  process.exit(problems ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
