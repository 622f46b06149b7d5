// A small server that speaks the part of Stripe's HTTP API the store uses (payment intents, refunds),
// so the real Stripe adapter and stripe-node run against it in tests (Stripe is an outside
// service, replaced at its network boundary). Unlike stripe-mock it keeps state, so a test can
// make a payment succeed (POST /__test/payment_intents/{id}/succeed) and see the store react.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { freePort } from './free-port.mjs';

export const FAKE_STRIPE_KEYS = {
  secret: 'sk_test_partsmith_fake',
  publishable: 'pk_test_partsmith_fake',
  webhook: 'whsec_partsmith_fake_secret',
};

/** Stripe's form encoding: metadata[orderId]=x → { metadata: { orderId: 'x' } }. */
function parseForm(text) {
  const out = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    for (const part of path.slice(0, -1)) node = node[part] ??= {};
    node[path.at(-1)] = value;
  }
  return out;
}

const error = (status, message, code) => ({
  status,
  body: { error: { type: 'invalid_request_error', message, code } },
});

export async function startFakeStripe() {
  const intents = new Map();
  const refunds = new Map();
  const idempotent = new Map();
  const requests = [];
  // What a new refund's status is: a test can make refunds wait for their webhook ('pending').
  let refundStatus = 'succeeded';

  const routes = {
    'POST /v1/payment_intents': (body, headers) => {
      const key = headers['idempotency-key'];
      if (key && idempotent.has(key)) return { status: 200, body: intents.get(idempotent.get(key)) };
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50)
        return error(400, 'Amount must be at least $0.50 usd', 'amount_too_small');
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount,
        currency: body.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata: body.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      if (key) idempotent.set(key, id);
      return { status: 200, body: intent };
    },
    'GET /v1/payment_intents/:id': (_body, _headers, id) =>
      intents.has(id)
        ? { status: 200, body: intents.get(id) }
        : error(404, `No such payment_intent: '${id}'`, 'resource_missing'),
    'POST /v1/payment_intents/:id/cancel': (_body, _headers, id) => {
      const intent = intents.get(id);
      if (!intent) return error(404, `No such payment_intent: '${id}'`, 'resource_missing');
      if (intent.status === 'succeeded')
        return error(400, 'This PaymentIntent has already succeeded', 'payment_intent_unexpected_state');
      intent.status = 'canceled';
      return { status: 200, body: intent };
    },
    'POST /v1/refunds': (body, headers) => {
      const key = headers['idempotency-key'];
      if (key && idempotent.has(key)) return { status: 200, body: refunds.get(idempotent.get(key)) };
      const intent = intents.get(body.payment_intent);
      if (!intent) return error(400, `No such payment_intent: '${body.payment_intent}'`, 'resource_missing');
      if (intent.status !== 'succeeded')
        return error(
          400,
          'This PaymentIntent does not have a successful charge to refund.',
          'charge_not_refundable',
        );
      const amount = Number(body.amount ?? intent.amount - (intent.amount_refunded ?? 0));
      if (amount > intent.amount - (intent.amount_refunded ?? 0))
        return error(
          400,
          `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge`,
          'amount_too_large',
        );
      intent.amount_refunded = (intent.amount_refunded ?? 0) + amount;
      const id = `re_${randomBytes(12).toString('hex')}`;
      const refund = {
        id,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: refundStatus,
        failure_reason: null,
        metadata: body.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(id, refund);
      if (key) idempotent.set(key, id);
      return { status: 200, body: refund };
    },
    'GET /v1/refunds/:id': (_body, _headers, id) =>
      refunds.has(id)
        ? { status: 200, body: refunds.get(id) }
        : error(404, `No such refund: '${id}'`, 'resource_missing'),
    'POST /__test/refund-status': (body) => {
      refundStatus = body.status;
      return { status: 200, body: { status: refundStatus } };
    },
    'POST /__test/refunds/:id/settle': (body, _headers, id) => {
      const refund = refunds.get(id);
      if (!refund) return error(404, 'unknown refund');
      refund.status = body.status;
      if (body.status === 'failed') refund.failure_reason = 'lost_or_stolen_card';
      return { status: 200, body: refund };
    },
    'POST /__test/payment_intents/:id/succeed': (_body, _headers, id) => {
      const intent = intents.get(id);
      if (!intent) return error(404, 'unknown intent');
      intent.status = 'succeeded';
      return { status: 200, body: intent };
    },
    'GET /__test/requests': () => ({ status: 200, body: requests }),
  };

  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const url = new URL(request.url, 'http://stripe.local');
      const id = url.pathname.match(/(?:payment_intents|refunds)\/([\w]+)/)?.[1];
      const route = `${request.method} ${url.pathname.replace(/(payment_intents|refunds)\/[\w]+/, '$1/:id')}`;
      const body = request.headers['content-type']?.includes('json')
        ? JSON.parse(text || '{}')
        : parseForm(text);
      let result;
      if (
        !url.pathname.startsWith('/__test') &&
        request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEYS.secret}`
      ) {
        result = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        };
      } else {
        if (!url.pathname.startsWith('/__test'))
          requests.push({
            method: request.method,
            path: url.pathname,
            idempotencyKey: request.headers['idempotency-key'] ?? null,
            body,
          });
        result =
          routes[route]?.(body, request.headers, id) ?? error(404, `Unrecognized request URL (${route})`);
      }
      response.writeHead(result.status, {
        'Content-Type': 'application/json',
        'Request-Id': `req_${randomBytes(6).toString('hex')}`,
      });
      response.end(JSON.stringify(result.body));
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
