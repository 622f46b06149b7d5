// Stand-in for the 'server-only' marker package: vitest runs everything on the server.
export {};
