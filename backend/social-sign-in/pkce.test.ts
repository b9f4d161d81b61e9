import { describe, expect, it } from 'vitest';
import { codeChallenge, newCodeVerifier, verifierMatches } from './pkce';

describe('PKCE S256', () => {
  it("computes RFC 7636's example challenge (appendix B)", async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('matches the verifier the challenge was made from, and no other', async () => {
    const verifier = newCodeVerifier();
    const challenge = await codeChallenge(verifier);
    expect(await verifierMatches(verifier, challenge)).toBe(true);
    expect(await verifierMatches(newCodeVerifier(), challenge)).toBe(false);
    expect(await verifierMatches('short', challenge)).toBe(false);
  });
});
