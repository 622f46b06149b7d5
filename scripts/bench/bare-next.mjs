// A bare Next 16 app, built in the temp directory: the baselines public pages are compared with.
// `/` is one heading (for JavaScript weight); `/parts` is the first 24 cards of the store's /parts
// written as a plain prerendered page with the same card markup and image settings, without the
// store's proxy, cache handler, toolbar or layout (for HTML weight and throughput).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test-support/free-port.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(os.tmpdir(), 'partsmith-bench-bare-next');

const FILES = {
  'app/layout.jsx': `export default function Layout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  'app/page.jsx': `export default function Page() {
  return <main><h1>Hello</h1></main>;
}
`,
  'app/parts/page.jsx': `import Image from 'next/image';
import cards from '../../cards.json';

export default function Parts() {
  return (
    <main>
      <h1>our products</h1>
      <div className="grid">
        {cards.map((product) => (
          <article key={product._id} data-testid="product-card" className="part-card">
            <a href={\`/parts/\${product._id}\`} tabIndex={-1}>
              <Image src={product.img} alt={product.name} width={800} height={600}
                sizes="(min-width: 1024px) 360px, 100vw" className="part-photo" />
            </a>
            <div className="part-body">
              <h2 className="text-lg font-semibold">
                <a href={\`/parts/\${product._id}\`} className="part-link">{product.name}</a>
              </h2>
              <p className="text-xs text-steel-500" data-testid="part-number">{\`Part no. \${product.partNumber}\`}</p>
              <p className="font-medium text-brand-700">{\`Prize: $\${product.prize.toFixed(2)}\`}</p>
              <p className="text-sm text-steel-500">{\`Quantity: \${product.quantity}\`}</p>
              <p className="flex-1 text-sm text-steel-700">{product.description}</p>
              <a href={\`/product/\${product._id}\`} className="btn-primary mt-2" aria-label={\`Buy Now: \${product.name}\`}>Buy Now</a>
            </div>
          </article>
        ))}
      </div>
    </main>
  );
}
`,
  // The store's image settings (next.config.mjs), so both write the same srcset.
  'next.config.mjs': `export default {
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [96, 256, 384],
    localPatterns: [{ pathname: '/images/**' }],
  },
};
`,
};

/** The project's own versions, so the baseline differs from the store only in what the store adds. */
function packageJson() {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const pick = ['next', 'react', 'react-dom'];
  return JSON.stringify(
    { private: true, dependencies: Object.fromEntries(pick.map((name) => [name, dependencies[name]])) },
    null,
    2,
  );
}

// Its own node_modules (installed once from the registry): Turbopack will not build through a
// symlink out of the app's directory, and inside the project's tree Next would pick up the
// project's instrumentation and proxy.
function build(cards) {
  mkdirSync(path.join(dir, 'app', 'parts'), { recursive: true });
  // A different set of cards (or page source) than the last build's: build again.
  for (const [file, text] of Object.entries({ ...FILES, 'cards.json': JSON.stringify(cards) })) {
    const target = path.join(dir, file);
    if (existsSync(target) && readFileSync(target, 'utf8') === text) continue;
    writeFileSync(target, text);
    rmSync(path.join(dir, '.next'), { recursive: true, force: true });
  }
  const manifest = packageJson();
  const manifestPath = path.join(dir, 'package.json');
  if (!existsSync(manifestPath) || readFileSync(manifestPath, 'utf8') !== manifest) {
    writeFileSync(manifestPath, manifest);
    rmSync(path.join(dir, '.next'), { recursive: true, force: true });
    const installed = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    });
    if (installed.status !== 0) throw new Error('Installing the bare Next app failed');
  }
  if (existsSync(path.join(dir, '.next', 'BUILD_ID'))) return;
  const result = spawnSync(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('Building the bare Next app failed');
}

/**
 * Builds (when needed) and serves the bare app; answers its URL and a stop function. `cards`: the
 * parts its /parts shows (the store's first page, from GET /api/product).
 */
export async function startBareNext(cards = []) {
  build(cards);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', 'localhost'],
    {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  const url = `http://localhost:${port}/`;
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
