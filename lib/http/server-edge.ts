import http from 'node:http';
import { outageTarget } from '@/lib/cache/outage';
import { clientAddress } from './client-ip';

/**
 * Methods the Fetch standard forbids, so Next 16 cannot build a Request for them and answers 500.
 * Of those only TRACE reaches a request handler: Node's parser refuses TRACK (400) and hands
 * CONNECT to 'connect' listeners (none here: the socket is closed).
 */
const FORBIDDEN = new Set(['TRACE']);

/**
 * The forwarding headers as far as trusted proxies vouch for them, before Next.js or any handler
 * reads them: X-Forwarded-For becomes the one client address (see clientAddress), and without a
 * trusted proxy a client's own X-Forwarded-Host/-Proto are dropped (Next fills them from the Host
 * header and the socket), so neither limits nor redirects take a client's word for them.
 */
function settleForwarding(request: http.IncomingMessage, hops: number) {
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = clientAddress(
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    request.socket.remoteAddress,
    hops,
  );
  if (hops === 0) {
    delete request.headers['x-forwarded-host'];
    delete request.headers['x-forwarded-proto'];
    delete request.headers['x-forwarded-port'];
  }
}

/**
 * Installed once at start (instrumentation-node.ts), on the prototype, so it covers the server
 * Next creates: answers TRACE with 405 (a reverse proxy such as nginx refuses it too; this covers
 * a server reached directly), settles the forwarding headers of every other request, and during
 * an outage sends a public page this instance cannot serve to the 503 page (lib/cache/outage.ts).
 */
export function installServerEdge({ trustedProxyHops }: { trustedProxyHops: number }): void {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (FORBIDDEN.has(request.method ?? '')) {
        response.writeHead(405, {
          Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
          'Content-Type': 'application/json',
        });
        response.end(JSON.stringify({ error: `${request.method} is not supported` }));
        return true;
      }
      settleForwarding(request, trustedProxyHops);
      const target = outageTarget(request.method, request.url);
      if (target) request.url = target;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
