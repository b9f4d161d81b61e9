/**
 * The API's refusals that no screen words itself reach the reader in the page's language (issue 33 §3): the
 * screens fall back to the catalogue's wording of every API message (app/lib/i18n/api-message.server.ts), so a
 * store owner inviting themselves, a wrong current password and a broken unsubscribe link read in chiShona and
 * isiNdebele. English reads exactly as the API words it.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { FOLLOWER_MESSAGES } from '../../schema/rest/followers';
import { STAFF_MESSAGES } from '../../schema/rest/staff';
import { clearRateLimits } from './support/accounts';
import { mainWords, vendorJar } from './support/page-words';
import { loginAs, visit } from './support/session';

const SAID = {
  en: { yourself: STAFF_MESSAGES.yourself, password: AUTH_MESSAGES.wrongCurrentPassword, badLink: FOLLOWER_MESSAGES.badLink },
  sn: {
    yourself: 'Ndiwe muridzi webhizinesi iri: haugoni kuzvikoka',
    password: 'Pasiwedhi yako yazvino haina kururama.',
    badLink: 'Rinki yekubuda iyi haishande.',
  },
  nd: {
    yourself: 'Nguwe umnikazi waleli bhizimusi: awungeke uzimeme',
    password: 'Iphasiwedi yakho yakhathesi kayiqondanga.',
    badLink: 'Le linki yokuphuma kayisebenzi.',
  },
} as const;

const post = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

describe.each(['en', 'sn', 'nd'] as const)('%s', (lang) => {
  const said = SAID[lang];

  it("words the API's refusal of a store owner inviting themselves", async () => {
    const jar = { ...(await vendorJar()), lang };
    const answer = await visit(
      '/dashboard/manage-all-staff-members/',
      jar,
      post({ intent: 'invite', contact: 'vendor@musika.co.zw', role: 'ASSISTANT' }),
    );
    expect(answer.status).toBe(400);
    const words = mainWords(await answer.text());
    expect(words).toContain(said.yourself);
    if (lang !== 'en') expect(words).not.toContain(STAFF_MESSAGES.yourself);
  });

  it("words the API's refusal of a wrong current password", async () => {
    await clearRateLimits();
    const { jar } = await loginAs('buyer');
    const body = {
      intent: 'password',
      currentPassword: 'not-the-password',
      newPassword: 'a-new-password-1',
      newPasswordConfirmation: 'a-new-password-1',
    };
    const answer = await visit('/account/settings', { ...jar, lang }, post(body));
    expect(answer.status).toBe(400);
    const words = mainWords(await answer.text());
    expect(words).toContain(said.password);
    if (lang !== 'en') expect(words).not.toContain(AUTH_MESSAGES.wrongCurrentPassword);
  });

  it('words a broken unsubscribe link, opened and posted', async () => {
    for (const init of [{}, post({})]) {
      const answer = await visit('/newsletter/unsubscribe/short', { lang }, init);
      expect(answer.status).toBe(404);
      const words = mainWords(await answer.text());
      expect(words).toContain(said.badLink);
      if (lang !== 'en') expect(words).not.toContain(FOLLOWER_MESSAGES.badLink);
    }
  });
});
