// `npm run bench [-- catalog orders …]`: speed and memory of the production build on the local
// database server. Numbers vary with the machine: each section prints ratios measured in one run.
// Never used as a test.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startLocalMongo } from './db/local-mongo.mjs';
import { benchCatalog } from './bench/catalog.mjs';
import { benchImport } from './bench/catalog-import.mjs';
import { benchBasics } from './bench/basics.mjs';
import { benchCart } from './bench/cart.mjs';
import { benchCheckout } from './bench/checkout.mjs';
import { benchCompany } from './bench/company.mjs';
import { benchFacets } from './bench/facets.mjs';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchOrders } from './bench/orders.mjs';
import { benchPricing } from './bench/pricing.mjs';
import { benchReliability } from './bench/reliability.mjs';

const SECTIONS = {
  basics: benchBasics,
  cart: benchCart,
  checkout: benchCheckout,
  company: benchCompany,
  facets: benchFacets,
  catalog: benchCatalog,
  import: benchImport,
  lighthouse: benchLighthouse,
  orders: benchOrders,
  pricing: benchPricing,
  reliability: benchReliability,
};
const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
for (const name of chosen) {
  if (!Object.hasOwn(SECTIONS, name)) {
    console.error(`unknown section ${name}; choose from ${Object.keys(SECTIONS).join(', ')}`);
    process.exit(2);
  }
}

if (!existsSync('.next/BUILD_ID') || process.argv.includes('--build')) {
  const built = spawnSync('node_modules/.bin/next', ['build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) process.exit(1);
}

const mongo = await startLocalMongo({ quiet: true });
try {
  for (const [name, run] of Object.entries(SECTIONS)) {
    if (chosen.length === 0 || chosen.includes(name)) await run(mongo);
  }
} finally {
  await mongo.stop();
}
