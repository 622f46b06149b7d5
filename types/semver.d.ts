// semver (npm's own version ranges) ships no types; what tests/unit/node-versions.test.ts uses.
declare module 'semver' {
  /** Whether every version `sub` admits is one `dom` admits too. */
  export function subset(sub: string, dom: string): boolean;
  export function satisfies(version: string, range: string): boolean;
}
