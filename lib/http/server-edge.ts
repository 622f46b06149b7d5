import http from 'node:http';
import { outageTarget } from '@/lib/cache';
import { clientAddress } from './client-ip';

/**
 * Methods the Fetch standard forbids, so Next 16 cannot build a Request for them and answers 500.
 * Of those only TRACE reaches a request handler: Node's parser refuses TRACK (400) and hands
 * CONNECT to 'connect' listeners (none here: the socket is closed).
 */
const FORBIDDEN = new Set(['TRACE']);
const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const JSON_TYPE = { 'Content-Type': 'application/json' };

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
 * A request-target that is neither a path nor an absolute URL (`GET *`): Next 16 throws
 * "Invalid URL" on it and answers 500. `OPTIONS *` asks about the server as a whole (RFC 9110).
 */
function oddTarget(method: string | undefined, url: string | undefined): { status: number } | undefined {
  if (url?.startsWith('/') || (url && URL.canParse(url))) return undefined;
  return { status: method === 'OPTIONS' && url === '*' ? 204 : 400 };
}

/**
 * `/parts/{id}` with capitals in the id names the same part: its one URL. Each spelling would
 * otherwise be rendered and kept in the page cache of its own (2^24 of them per part).
 */
function canonicalPartPath(url: string): string | undefined {
  const match = /^\/parts\/([0-9a-fA-F]{24})(\?.*)?$/.exec(url);
  if (!match || !/[A-F]/.test(match[1]!)) return undefined;
  return `/parts/${match[1]!.toLowerCase()}${match[2] ?? ''}`;
}

/**
 * Installed once at start (instrumentation-node.ts), on the prototype, so it covers the server
 * Next creates: answers TRACE with 405 (a reverse proxy such as nginx refuses it too; this covers
 * a server reached directly) and a request-target that is no path with 400, sends a part's page
 * asked for in capitals to its one URL, settles the forwarding headers of every other request,
 * and during an outage sends a public page this instance cannot serve to the 503 page
 * (lib/cache/outage.ts).
 */
export function installServerEdge({ trustedProxyHops }: { trustedProxyHops: number }): void {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (FORBIDDEN.has(request.method ?? '')) {
        response.writeHead(405, { Allow: ALLOW, ...JSON_TYPE });
        response.end(JSON.stringify({ error: `${request.method} is not supported` }));
        return true;
      }
      const odd = oddTarget(request.method, request.url);
      if (odd) {
        response.writeHead(odd.status, odd.status === 204 ? { Allow: ALLOW } : JSON_TYPE);
        response.end(
          odd.status === 204 ? undefined : JSON.stringify({ error: 'The request target is not a path' }),
        );
        return true;
      }
      const canonical = canonicalPartPath(request.url!);
      if (canonical && (request.method === 'GET' || request.method === 'HEAD')) {
        response.writeHead(308, { Location: canonical });
        response.end();
        return true;
      }
      settleForwarding(request, trustedProxyHops);
      const target = outageTarget(request.method, request.url);
      if (target) request.url = target;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
