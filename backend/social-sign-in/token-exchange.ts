/**
 * The authorization code → ID token step (OAuth 2.0 §4.1.3 with RFC 7636's code_verifier), then the ID token's
 * checks (id-token.ts) with the attempt's nonce. What the provider answers is never shown to the person: a
 * refusal is logged and answered with one clear message.
 */
import { z } from 'zod';
import { SOCIAL_MESSAGES } from '../../schema/rest/social-sign-in';
import { HttpError } from '../http';
import type { Attempt } from './attempts';
import { IdTokenError, verifyIdToken, type IdTokenClaims } from './id-token';
import { signingKeys } from './jwks';
import type { ProviderSettings } from './providers';

const tokenAnswer = z.object({ id_token: z.string().min(1).max(16_384) });

async function exchangeCode(settings: ProviderSettings, attempt: Attempt, code: string): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: attempt.redirectUri,
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    code_verifier: attempt.codeVerifier,
  });
  let response: Response;
  try {
    response = await settings.fetch(
      new Request(settings.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
      }),
    );
  } catch (error) {
    console.error(`${settings.provider} token endpoint unreachable`, error);
    throw new HttpError(422, SOCIAL_MESSAGES.providerFailed);
  }
  const parsed = tokenAnswer.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) {
    console.warn(`${settings.provider} token endpoint refused the code`, response.status);
    throw new HttpError(422, SOCIAL_MESSAGES.providerFailed);
  }
  return parsed.data.id_token;
}

/** The verified claims of the ID token the code is exchanged for. */
export async function verifiedClaims(settings: ProviderSettings, attempt: Attempt, code: string, now: Date): Promise<IdTokenClaims> {
  const idToken = await exchangeCode(settings, attempt, code);
  try {
    return await verifyIdToken(idToken, {
      issuers: settings.issuers,
      audience: settings.clientId,
      nonce: attempt.nonce,
      now,
      keys: (kid) => signingKeys(settings.jwksUrl, kid, settings.fetch, now),
    });
  } catch (error) {
    if (error instanceof IdTokenError) throw new HttpError(403, error.message);
    console.error(`${settings.provider} signing keys unavailable`, error);
    throw new HttpError(422, SOCIAL_MESSAGES.providerFailed);
  }
}
