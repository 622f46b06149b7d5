import http from 'node:http';

/**
 * Methods the Fetch standard forbids, so Next 16 cannot build a Request for them and answers 500.
 * Of those only TRACE reaches a request handler: Node's parser refuses TRACK (400) and hands
 * CONNECT to 'connect' listeners (none here: the socket is closed).
 */
const FORBIDDEN = new Set(['TRACE']);

/**
 * Answers TRACE with 405 before Next sees it (a reverse proxy such as nginx refuses it
 * too; this covers a server reached directly). Installed once at start (instrumentation-node.ts),
 * on the prototype, so it covers the server Next creates.
 */
export function refuseForbiddenMethods(): void {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(this: http.Server, event: string, ...args: unknown[]) {
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
    if (event === 'request' && FORBIDDEN.has(request.method ?? '')) {
      response.writeHead(405, {
        Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Content-Type': 'application/json',
      });
      response.end(JSON.stringify({ error: `${request.method} is not supported` }));
      return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
