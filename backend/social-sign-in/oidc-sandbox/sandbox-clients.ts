/**
 * The OIDC sandbox's fixed clients (README "Configuration"): with no GOOGLE_CLIENT_ID (or FACEBOOK_APP_ID) on a
 * loopback origin, the flow uses these instead of real credentials and the sandbox checks them at its token
 * endpoint, so client authentication runs for real in development and tests. They open nothing outside it.
 */
import type { SocialProvider } from '../../../schema/config/social-sign-in-config';

/** Where the sandbox is served (server.ts routes it while some provider uses it). */
export const OIDC_SANDBOX_PATH = '/oidc-sandbox';

export const sandboxClient = (provider: SocialProvider) => ({
  clientId: `musika-sandbox-${provider}`,
  clientSecret: `musika-sandbox-${provider}-secret`,
});
