import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** The claims the next ID token carries (besides iss, aud, nonce, iat, exp). */
export interface MockOidcClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface MockOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Changed per test: who "signs in" at the provider next. */
  claims: MockOidcClaims;
  /** When set, /authorize sends the browser back with this OAuth error instead of a code. */
  authorizeError: string | undefined;
  /** The query of every /authorize call, to check what the app asked for. */
  authorizeRequests: URLSearchParams[];
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  claims: MockOidcClaims;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function clientCredentials(req: IncomingMessage, form: URLSearchParams): { id?: string; secret?: string } {
  const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent);
    return { id, secret };
  }
  return { id: form.get('client_id') ?? undefined, secret: form.get('client_secret') ?? undefined };
}

/**
 * A real OpenID provider on 127.0.0.1 (random port), enough for the authorization code flow:
 * discovery, /authorize (answers at once), /token (checks client auth and PKCE S256), /jwks.
 */
export async function startMockOidcProvider(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<MockOidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();

  const provider: MockOidcProvider = {
    issuer: '',
    clientId: options.clientId ?? 'gymslot-test-client',
    clientSecret: options.clientSecret ?? 'gymslot-test-secret',
    claims: { sub: 'google-user-1', email: 'sso.user@example.com', email_verified: true, name: 'Sso User' },
    authorizeError: undefined,
    authorizeRequests: [],
    close: async () => undefined,
  };

  function authorize(url: URL, res: ServerResponse): void {
    const query = url.searchParams;
    provider.authorizeRequests.push(query);
    const redirectUri = query.get('redirect_uri');
    const challenge = query.get('code_challenge');
    if (query.get('client_id') !== provider.clientId || !redirectUri || !challenge) {
      return sendJson(res, 400, { error: 'invalid_request' });
    }
    const target = new URL(redirectUri);
    const state = query.get('state');
    if (state !== null) target.searchParams.set('state', state);
    if (provider.authorizeError) {
      target.searchParams.set('error', provider.authorizeError);
    } else if (query.get('response_type') !== 'code' || query.get('code_challenge_method') !== 'S256') {
      target.searchParams.set('error', 'invalid_request');
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        clientId: provider.clientId,
        redirectUri,
        codeChallenge: challenge,
        nonce: query.get('nonce') ?? undefined,
        claims: { ...provider.claims },
      });
      target.searchParams.set('code', code);
    }
    res.writeHead(302, { location: target.href });
    res.end();
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readForm(req);
    const client = clientCredentials(req, form);
    if (client.id !== provider.clientId || client.secret !== provider.clientSecret) {
      return sendJson(res, 401, { error: 'invalid_client' });
    }
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !issued ||
      issued.redirectUri !== form.get('redirect_uri') ||
      issued.codeChallenge !== challenge
    ) {
      return sendJson(res, 400, { error: 'invalid_grant' });
    }
    const idToken = await new SignJWT({ ...issued.claims, ...(issued.nonce ? { nonce: issued.nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(provider.issuer)
      .setAudience(issued.clientId)
      .setSubject(issued.claims.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    sendJson(res, 200, {
      access_token: randomBytes(16).toString('hex'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', provider.issuer);
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration') {
      return sendJson(res, 200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (route === 'GET /authorize') return authorize(url, res);
    if (route === 'POST /token') {
      token(req, res).catch(() => sendJson(res, 500, { error: 'server_error' }));
      return;
    }
    if (route === 'GET /jwks') return sendJson(res, 200, { keys: [jwk] });
    sendJson(res, 404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return provider;
}
