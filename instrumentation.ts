/** Runs once when the server starts; the checks themselves are Node-only (see instrumentation-node.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    await import('./instrumentation-node');
  }
}
