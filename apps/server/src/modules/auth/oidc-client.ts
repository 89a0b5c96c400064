import * as client from 'openid-client';

/** What the provider vouches for about the person who signed in. */
export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** The secrets of one sign-in attempt, kept by the browser (signed cookie) until the callback. */
export interface PendingOidcLogin {
  codeVerifier: string;
  state: string;
  nonce: string;
  startedAt: number;
}

export interface OidcClientSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
}

/** Authorization code flow with PKCE (S256), state and nonce, over openid-client. */
export function createOidcClient(settings: OidcClientSettings) {
  let discovered: Promise<client.Configuration> | undefined;

  // Discovered on first use, not at start-up, so an unreachable provider cannot stop the server;
  // a failed discovery is forgotten so the next attempt tries again.
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        undefined,
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        // Plain HTTP only ever makes sense for a local test provider.
        settings.issuerUrl.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async start(now: Date): Promise<{ authorizationUrl: string; pending: PendingOidcLogin }> {
      const config = await configuration();
      const pending: PendingOidcLogin = {
        codeVerifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
        startedAt: now.getTime(),
      };
      const authorizationUrl = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { authorizationUrl: authorizationUrl.href, pending };
    },

    /** Checks state, redeems the code with the PKCE verifier and validates the ID token (incl. nonce). */
    async finish(callbackUrl: URL, pending: PendingOidcLogin): Promise<OidcIdentity> {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider returned no ID token');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}
