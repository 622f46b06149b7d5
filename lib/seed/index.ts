// The face of lib/seed: what the seeding script (scripts/seed.ts) and other modules may import
// (eslint.config.mjs refuses `@/lib/seed/<file>` from outside it). Tests may reach inside.
export { seedDatabase } from './seed';
