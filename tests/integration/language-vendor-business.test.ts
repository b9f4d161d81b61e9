/**
 * The store's business screens in chiShona and isiNdebele (issue 33 §3): the dashboard home with its analytics
 * panels, earnings, subscriptions (dashboard and account), funding the ads account, business information, creating
 * a business, delivery and staff render in the language with no raw message key and none of their English; their
 * forms' checks answer in the language; English is unchanged.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { visit } from './support/session';
import { mainWords, screenIn, vendorJar } from './support/page-words';

const T = 60_000;
let jar: Record<string, string>;
beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  jar = await vendorJar('/dashboard/');
}, T);

/** Each screen and the English it shows today (each phrase must be gone in sn and nd). */
const SCREENS: [string, string[]][] = [
  [
    '/dashboard/?range=7d',
    ['Needs your attention', 'Sales per day', 'Top products', 'Where buyers come from', 'Average order', 'Product views', '7 days', 'Period'],
  ],
  ['/dashboard/earnings/', ['Available', 'Paid out', 'Request a payout', 'Entries (', 'Download all entries', 'Paid orders become available']],
  ['/dashboard/subscriptions', ['Your package', 'active until', 'Need more shops', 'Renew ', 'Choose ', ' / month', 'Unlimited', 'Create products']],
  ['/account/subscriptions', ['Need more shops', 'Choose ', ' / month']],
  ['/dashboard/ads-management/fund-account', ['Fund ads account', 'Payment status: idle', 'Amount (US$)', 'Pay with', 'Mobile money number']],
  [
    '/dashboard/settings/business-information/',
    [
      'Basics',
      'Business name',
      'What you sell',
      'Opening hours',
      'Copy Monday',
      'Social media',
      'Cover photo',
      'Save changes',
      'Everything buyers see',
    ],
  ],
  ['/dashboard/settings/add-new-business', ['Add a business', 'Upgrade your package', 'Create business', 'package allows']],
  ['/dashboard/settings/delivery/', ['Delivery fee', 'Free delivery from', 'Fees for towns', 'Town 1', 'Save delivery settings', 'Collection only']],
  [
    '/dashboard/manage-all-staff-members/',
    ['Invite a staff member', 'E-mail address or phone number', 'Send invitation', 'Orders and messages only'],
  ],
];

const as = (lang: string) => ({ ...jar, lang });
const post = (path: string, lang: string, fields: Record<string, string>) =>
  visit(path, as(lang), { method: 'POST', body: new URLSearchParams(fields) }).then(async (r) => mainWords(await r.text()));

describe.each([
  ['sn', 'Zvinoda kutariswa newe', 'Nyora latitudhi senhamba', 'Nyora kero yeimeyili kana nhamba yenhare', 'Zita rinodiwa', 'Nyora mari yekuunzirwa'],
  [
    'nd',
    'Okudinga ukunakekela kwakho',
    'Bhala i-latitude njengenombolo',
    'Bhala ikheli le-imeyili kumbe inombolo yocingo',
    'Ibizo liyadingeka',
    'Bhala imali yokulethelwa',
  ],
] as const)('the store’s business screens in %s', (lang, attention, latitude, contact, nameRequired, fee) => {
  it('every screen in the language: no raw key and none of its English', { timeout: T }, async () => {
    for (const [path, english] of SCREENS) await screenIn(path, jar, lang, english);
    const home = mainWords(await (await visit('/dashboard/?range=7d', as(lang))).text());
    expect(home).toContain(attention);
    // Money written by the one formatter (US$), months by CLDR's names, never English ones.
    expect(home).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
  });

  it('business information: the form’s own check in the language', { timeout: T }, async () => {
    const text = await post('/dashboard/settings/business-information/', lang, {
      name: 'Borrowdale Digital',
      city: 'Harare',
      lat: 'north',
      lng: '31',
    });
    expect(text).toContain(latitude);
    expect(text).not.toContain('Enter the latitude as a number');
  });

  it('staff invitation: an empty contact in the language', { timeout: T }, async () => {
    const text = await post('/dashboard/manage-all-staff-members/', lang, { intent: 'invite', contact: '', role: 'ASSISTANT' });
    expect(text).toContain(contact);
    expect(text).not.toContain('Enter an e-mail address or a phone number');
  });

  it('the custom package request and delivery: their checks in the language', { timeout: T }, async () => {
    const custom = await post('/dashboard/subscriptions', lang, { intent: 'custom', name: '', email: '', message: '' });
    expect(custom).toContain(nameRequired);
    expect(custom).not.toContain('Name is required');
    expect(custom).not.toContain('Tell us what you need');
    const delivery = await post('/dashboard/settings/delivery/', lang, { fee: 'lots', freeAbove: '' });
    expect(delivery).toContain(fee);
    expect(delivery).not.toContain('Enter a delivery fee');
  });
});

describe('English is unchanged', () => {
  it('shows the screens’ English as before', { timeout: T }, async () => {
    const home = mainWords(await (await visit('/dashboard/?range=7d', jar)).text());
    for (const phrase of ['Needs your attention', 'Sales per day', 'Top products', 'Where buyers come from', 'Average order'])
      expect(home).toContain(phrase);
    const earnings = mainWords(await (await visit('/dashboard/earnings/', jar)).text());
    for (const phrase of ['Available', 'Paid out', 'Request a payout', 'Download all entries (CSV)']) expect(earnings).toContain(phrase);
    const info = mainWords(await (await visit('/dashboard/settings/business-information/', jar)).text());
    for (const phrase of ['Basics', 'Business name', 'Opening hours', 'Copy Monday to all weekdays', 'Save changes']) expect(info).toContain(phrase);
    const staff = await post('/dashboard/manage-all-staff-members/', 'en', { intent: 'invite', contact: '', role: 'ASSISTANT' });
    expect(staff).toContain('Enter an e-mail address or a phone number');
  });
});
