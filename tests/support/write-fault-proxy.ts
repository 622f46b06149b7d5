import net from 'node:net';
import { BSON } from 'mongodb';

// A TCP proxy between the MongoDB driver and a real server, for crash tests: it lets the server
// apply the n-th write of an operation, then loses the answer and "dies", as if the database (or
// the app) crashed at that instant. The caller sees a network error while the write is stored.
//
// Limits: one target host (no replica set discovery: the driver would reach the members
// directly, around the proxy); no wire compression (OP_COMPRESSED hides the command, so writes
// inside it are not counted; the local server offers none); unacknowledged writes (w: 0) have no
// reply, so they are never counted.

export type WriteFaultProxy = {
  /** mongodb://127.0.0.1:<port>/ — same query string as the target URI, host:port replaced */
  uri: string;
  /** Write commands whose reply came back from the server since the last arm() */
  writes: number;
  /** Those writes, in order: `update orders` (a failure's message names the crash point). */
  written: string[];
  /** Arms the fault: after the n-th write command (counted from now) has been applied by the server (its reply arrived), that reply is dropped (not forwarded), every client and server socket is destroyed, and new client connections are closed at once (the proxy is "dead") until revive(). Resets `writes` to 0. arm(null) disarms. `onFault` runs at that instant (a test kills the app there). */
  arm(n: number | null, onFault?: () => void): void;
  /** True once the armed fault has fired (and until revive()). */
  readonly dead: boolean;
  /** Accept and forward connections again (disarmed). */
  revive(): void;
  close(): Promise<void>;
};

const OP_MSG = 2013;
const HEADER_LENGTH = 16;
// The server's default maxMessageSizeBytes is 48 MB: anything larger means we lost the framing.
const MAX_MESSAGE_LENGTH = 64 * 1024 * 1024;
const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'bulkWrite']);

/** Splits a TCP stream into whole wire messages (a chunk may hold several, or part of one). */
function framer(onMessage: (message: Buffer) => void, onGarbage: () => void) {
  let pending: Buffer = Buffer.alloc(0);
  return (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= 4) {
      const length = pending.readInt32LE(0);
      if (length < HEADER_LENGTH || length > MAX_MESSAGE_LENGTH) return onGarbage();
      if (pending.length < length) return;
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      onMessage(message);
    }
  };
}

/** The command name of an OP_MSG (first key of its kind-0 body), or null for anything else. */
function commandName(message: Buffer): string | null {
  if (message.readInt32LE(12) !== OP_MSG) return null;
  // After flagBits come sections: kind 0 is one BSON document, kind 1 a sized document sequence.
  // The body usually comes first, but the spec does not promise it, so walk past any kind 1.
  let offset = HEADER_LENGTH + 4;
  while (offset + 5 <= message.length) {
    const kind = message[offset];
    const size = message.readInt32LE(offset + 1);
    if (kind === 0) {
      // A malformed body is the server's to reject; throwing here would crash the test process.
      try {
        const body = BSON.deserialize(message.subarray(offset + 1, offset + 1 + size));
        const name = Object.keys(body)[0];
        // `insert stock`: the command and the collection it writes, for a failure's message.
        return name === undefined ? null : `${name} ${String(body[name])}`;
      } catch {
        return null;
      }
    }
    if (kind !== 1 || size <= 0) return null;
    offset += 1 + size;
  }
  return null;
}

/** host:port of a single-host mongodb:// URI, and the URI rebuilt on another address. */
function parseTarget(targetUri: string) {
  const match = /^mongodb:\/\/([^@/?]*@)?([^/?]+)(.*)$/.exec(targetUri);
  if (!match || match[2]!.includes(',')) {
    throw new Error(`write-fault-proxy needs a single-host mongodb:// URI, got ${targetUri}`);
  }
  const auth = match[1] ?? '';
  const hostPort = match[2]!;
  const rest = match[3] || '/';
  // [::1]:27017 as well as host:27017; MongoDB's default port when none is given.
  const hp = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(hostPort);
  if (!hp) throw new Error(`write-fault-proxy cannot read the host of ${targetUri}`);
  const host = hp[1]!.replace(/^\[|\]$/g, '');
  const port = Number(hp[2] ?? 27017);
  const rebuild = (proxyPort: number) =>
    `mongodb://${auth}127.0.0.1:${proxyPort}${rest.startsWith('/') ? rest : `/${rest}`}`;
  return { host, port, rebuild };
}

export async function startWriteFaultProxy(targetUri: string): Promise<WriteFaultProxy> {
  const target = parseTarget(targetUri);
  const sockets = new Set<net.Socket>();
  let armedAt: number | null = null;
  let onFault: (() => void) | undefined;
  let dead = false;

  const killAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const server = net.createServer((client) => {
    // A socket error must never crash the test process: the pair just goes away.
    client.on('error', () => {});
    if (dead) {
      client.destroy();
      return;
    }
    const upstream = net.connect({ host: target.host, port: target.port });
    upstream.on('error', () => {});
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    sockets.add(client);
    sockets.add(upstream);
    const closePair = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', closePair);
    upstream.on('close', closePair);

    // Request ids are per connection from the driver's side, so the set lives with the pair.
    const pendingWrites = new Map<number, string>();

    client.on(
      'data',
      framer((message) => {
        const command = commandName(message);
        if (command !== null && WRITE_COMMANDS.has(command.split(' ')[0]!))
          pendingWrites.set(message.readInt32LE(4), command);
        upstream.write(message);
      }, closePair),
    );

    upstream.on(
      'data',
      framer((message) => {
        // Once dead, later replies in the same chunk are lost too.
        if (dead) return;
        const responseTo = message.readInt32LE(8);
        const write = pendingWrites.get(responseTo);
        if (write !== undefined) {
          pendingWrites.delete(responseTo);
          proxy.writes += 1;
          proxy.written.push(write);
          if (armedAt !== null && proxy.writes >= armedAt) {
            // The server has applied this write; losing its answer is the crash under test.
            armedAt = null;
            dead = true;
            killAll();
            onFault?.();
            return;
          }
        }
        client.write(message);
      }, closePair),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => {});
  const { port } = server.address() as net.AddressInfo;

  const proxy: WriteFaultProxy = {
    uri: target.rebuild(port),
    writes: 0,
    written: [],
    arm(n, then) {
      if (n !== null && !(Number.isInteger(n) && n >= 1)) {
        throw new Error(`arm() takes a write number from 1, or null; got ${n}`);
      }
      armedAt = n;
      onFault = then;
      proxy.writes = 0;
      proxy.written = [];
    },
    get dead() {
      return dead;
    },
    revive() {
      armedAt = null;
      dead = false;
    },
    close() {
      killAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
