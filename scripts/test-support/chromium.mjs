import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser e2e drives: Debian's Chromium unless CHROMIUM_PATH names another. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's chromium when it is missing and we may (root with apt); otherwise says how. */
export function ensureChromium() {
  const browser = chromiumPath();
  if (existsSync(browser)) return;
  const canApt =
    process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!canApt) {
    console.error(
      `Chromium not found at ${browser}: run \`sudo apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the e2e tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error('apt-get could not install chromium; install it by hand or set CHROMIUM_PATH.');
      process.exit(1);
    }
  }
}
