// A bare Next 16 app (one layout, one page, nothing else), built once in the temp directory: the
// baseline that public pages' JavaScript is compared with.
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
  'next.config.mjs': 'export default {};\n',
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
function build() {
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(dir, file), text);
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

/** Builds (first time) and serves the bare app; answers its URL and a stop function. */
export async function startBareNext() {
  build();
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
