import { readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfies, subset } from 'semver';
import { describe, expect, it } from 'vitest';

// `npm install` warned that two packages need Node 22 while the README promised Node 20.9+
// (docs/decisions/0028). The promise is package.json's `engines`; every package the lockfile
// installs must run on every Node version it admits, and the README must say the same.

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const promise: string = JSON.parse(read('package.json')).engines.node;

type Locked = { version: string; engines?: { node?: string }; os?: string[]; cpu?: string[] };

describe('the Node versions the store promises', () => {
  it('are ones every installed package supports', () => {
    const { packages } = JSON.parse(read('package-lock.json')) as { packages: Record<string, Locked> };
    const refusing = Object.entries(packages)
      // A platform's own build (os/cpu) is installed on that platform only, and asks what its parent asks.
      .filter(([name, locked]) => name !== '' && !locked.os && !locked.cpu)
      .filter(([, locked]) => locked.engines?.node && !subset(promise, locked.engines.node))
      .map(
        ([name, locked]) =>
          `${name.replace(/^.*node_modules\//, '')}@${locked.version} needs ${locked.engines!.node}`,
      );
    expect(refusing).toEqual([]);
  });

  it('are the ones the README names', () => {
    expect(read('README.md')).toContain('Needs Node 20.19+ (22.13+ on 22, or 24+)');
    for (const floor of ['20.19.0', '22.13.0', '24.0.0']) expect(satisfies(floor, promise)).toBe(true);
    for (const below of ['20.9.0', '20.18.3', '22.12.0', '23.11.0'])
      expect(satisfies(below, promise)).toBe(false);
  });
});
