// A bare Next 16 app (one layout, one page, nothing else), built once into .cache/bench: the
// baseline that public pages' JavaScript is compared with.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../test-support/free-port.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, '.cache', 'bench', 'bare-next');

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
  'package.json': '{ "private": true }\n',
};

function build() {
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(dir, file), text);
  if (!existsSync(path.join(dir, 'node_modules')))
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  if (existsSync(path.join(dir, '.next', 'BUILD_ID'))) return;
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
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
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', 'localhost'],
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
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
