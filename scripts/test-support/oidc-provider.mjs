// A local OpenID Connect provider that stands in for Google in e2e tests (the only outside
// service replaced, at its network boundary): Auth.js's real Google provider is pointed at it
// with AUTH_GOOGLE_ISSUER, so the browser goes through the real redirects and callback.
import { createHash } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port.mjs';

export const TEST_GOOGLE_CLIENT = { id: 'e2e-google-client', secret: 'e2e-google-secret' };

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Google-like account chooser: one email field, "Next". */
const loginPage = (
  uid,
  hint,
) => `<!doctype html><html lang="en"><head><title>Sign in - Test Google</title></head>
<body><h1>Sign in with Test Google</h1>
<form method="post" action="/interaction/${uid}/login">
<label>Email <input type="email" name="email" value="${escapeHtml(hint)}" required></label>
<button type="submit">Next</button></form></body></html>`;

function readForm(request) {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(new URLSearchParams(body)));
  });
}

/** @param {{ redirectUris: string[] }} options */
export async function startOidcProvider({ redirectUris }) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_GOOGLE_CLIENT.id,
        client_secret: TEST_GOOGLE_CLIENT.secret,
        redirect_uris: redirectUris,
      },
    ],
    claims: { email: ['email', 'email_verified'], profile: ['name'] },
    // Auth.js reads the Google profile from the id_token, so it must carry the email.
    conformIdTokenClaims: false,
    cookies: { keys: ['e2e-oidc-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    clientBasedCORS: () => false,
    async findAccount(_ctx, id) {
      const email = id.toLowerCase();
      return {
        accountId: id,
        claims: async () => ({
          sub: createHash('sha256').update(email).digest('hex').slice(0, 21),
          email,
          email_verified: true,
          name: email.split('@')[0],
        }),
      };
    },
    // No consent screen: grant the OpenID scopes asked for, as Google does for returning users.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  const server = http.createServer(async (request, response) => {
    try {
      const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(request.url.split('?')[0]);
      if (match && request.method === 'GET' && !match[2]) {
        const details = await provider.interactionDetails(request, response);
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end(loginPage(details.uid, details.params.login_hint ?? ''));
      }
      if (match && request.method === 'POST' && match[2]) {
        const email = (await readForm(request)).get('email') ?? '';
        return await provider.interactionFinished(
          request,
          response,
          { login: { accountId: email } },
          { mergeWithLastSubmission: false },
        );
      }
      return callback(request, response);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
