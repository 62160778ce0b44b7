// The OpenID provider as openid-client (a certified relying party) sees it:
// discovered once from OIDC_ISSUER, again after a failure, so a provider that
// was down at start is found when it comes back.
import * as client from 'openid-client';
import type { OidcConfig } from '../../platform/config.js';

interface Provider {
  /** The discovered configuration; rejects while the provider cannot be reached. */
  configuration(): Promise<client.Configuration>;
}

export function openProvider(settings: OidcConfig): Provider {
  let discovered: Promise<client.Configuration> | undefined;
  const discover = () =>
    client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      // Plain http only for a provider on this machine or a test's; anywhere else it must be https.
      isLoopbackHttp(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  return {
    configuration() {
      discovered ??= discover().catch((e: unknown) => {
        discovered = undefined;
        throw e;
      });
      return discovered;
    },
  };
}

function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
