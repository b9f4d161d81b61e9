/**
 * The API's refusals that no screen words itself reach the reader in the page's language (issue 33 §3): the
 * screens fall back to the catalogue's wording of every API message (app/lib/i18n/api-message.server.ts), so a
 * store owner inviting themselves, a wrong current password, a broken unsubscribe link and a line that left the
 * cart read in chiShona and isiNdebele. English reads exactly as the API words it.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { FOLLOWER_MESSAGES } from '../../schema/rest/followers';
import { STAFF_MESSAGES } from '../../schema/rest/staff';
import { clearRateLimits } from './support/accounts';
import { P, product } from './support/buying';
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

  it('words the notice of a line that left the cart', async () => {
    const jbl = await product(P.jbl);
    const added = await SELF.fetch('http://musika.test/cart-sync', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://musika.test' },
      body: JSON.stringify({ kind: 'cart', productId: String(P.jbl), quantity: 1, slug: jbl.slug }),
    });
    const cart = /musika_cart=([^;]+)/.exec(added.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(cart).not.toBe('');
    await env.DB.prepare('update products set stock_quantity = 0 where id = ?').bind(P.jbl).run();
    try {
      const words = mainWords(await (await visit('/cart', { musika_cart: cart, lang })).text());
      expect(words).toContain(`‘${jbl.name}’ ${lang === 'en' ? 'is out of stock and was removed from your cart.' : ''}`.trim());
      if (lang === 'sn') expect(words).toContain('chapera uye chabviswa mutswanda rako.');
      if (lang === 'nd') expect(words).toContain('siphelile njalo sisusiwe ebhasikidini lakho.');
      if (lang !== 'en') expect(words).not.toContain('out of stock');
    } finally {
      await env.DB.prepare('update products set stock_quantity = ? where id = ?').bind(jbl.stock_quantity, P.jbl).run();
    }
  });
});
