/** What the app last learned about the database: its own heartbeats (client.ts) and pings. */
type State = { up: boolean; checkedAt: number };

const state = ((globalThis as { partsmithDbState?: State }).partsmithDbState ??= { up: true, checkedAt: 0 });

export function reportDatabaseState(up: boolean) {
  state.up = up;
  state.checkedAt = Date.now();
}

export const databaseState = (): Readonly<State> => state;
