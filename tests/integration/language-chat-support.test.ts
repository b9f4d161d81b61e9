/**
 * Chat and reaching Musika's team in chiShona and isiNdebele (issue 33 §3): the chat start page, both sides of a
 * conversation, both inbox message screens, /support, /support/feedback and /contact-us render in the language
 * with no raw message key and none of their English; a refused chat message and the contact form's validation
 * answer in the language; the support widget's words ride on the root's data; English is unchanged.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { conversation, send, STORE, tokens } from './support/chat';
import { form, open, text, vendorWith } from './support/dashboard-pages';
import { mainWords, RAW_KEY, visibleText } from './support/page-words';
import { loginAs, visit } from './support/session';
import { businesses, offerOn } from './support/vendor-inbox';

const T = 60_000;

beforeEach(async () => {
  await clearRateLimits();
  await env.DB.batch([env.DB.prepare('delete from chat_messages'), env.DB.prepare('delete from chat_conversations')]);
});

/** The English of the chat screens (each must be gone in sn and nd). */
const CHAT_ENGLISH = [
  'Chats with stores',
  'Chats with buyers',
  'No messages yet',
  'No chats yet',
  'Your message',
  'Send',
  'All messages',
  'Visit the store',
  'about a product',
  'Orders, offers and requests',
  'Open',
  'unread',
  'Message Eastlea',
  'Chat with',
  'Write a message first',
  'You ·',
];

/** The English of the support pages (each must be gone in sn and nd). */
const SUPPORT_ENGLISH = [
  'How can we help?',
  'Search our answers',
  'Buying questions',
  'Track an order',
  'Talk to us',
  'Send us a message',
  'working day',
  'Monday to Friday',
  'Email:',
  'Phone:',
  'Send Feedback',
  'Tell us what works',
  'Live Chat',
  'How would you rate Musika?',
  'Contact us',
  'Other ways to reach us',
  'Your name',
  'What is it about?',
  'An order or a delivery',
  'For an order, include its number',
  'Send message',
  'Office:',
  'is required',
];

const WORDS = {
  sn: {
    start: 'Nyorera',
    empty: 'Nyora meseji kutanga',
    thread: 'Mameseji ese',
    inbox: 'Hurukuro nezvitoro',
    store: 'Hurukuro nevatengi',
    support: 'Tingakubatsira sei?',
    feedback: 'Tumira pfungwa dzako',
    contact: 'Dzimwe nzira dzekutiwana',
    nameRequired: 'Zita rinodiwa',
    topic: 'Sarudza kuti meseji yako iri pamusoro pei',
    sent: 'meseji yenyu yatumirwa',
    widget: 'Vhura hurukuro yeWhatsApp',
    counter: 'Tumira mumwe mutengo',
    counterMissing: 'Nyora mutengo wako mutsva',
    tooFast: 'Waedza kakawanda. Mira miniti imwe wozoedzazve.',
  },
  nd: {
    start: 'Bhalela',
    empty: 'Bhala umlayezo kuqala',
    thread: 'Imilayezo yonke',
    inbox: 'Izingxoxo lezitolo',
    store: 'Izingxoxo labathengi',
    support: 'Singakunceda njani?',
    feedback: 'Thumela umbono wakho',
    contact: 'Ezinye indlela zokusithola',
    nameRequired: 'Ibizo liyadingeka',
    topic: 'Khetha ukuthi umlayezo wakho umayelana lani',
    sent: 'umlayezo wakho usuthunyelwe',
    widget: 'Vula ingxoxo ye-WhatsApp',
    counter: 'Thumela elinye inani',
    counterMissing: 'Bhala elinye inani lakho',
    tooFast: 'Uzame kanengi. Linda umzuzu ubusuzama futhi.',
  },
} as const;

/** A page's own words in the language: no raw key anywhere, none of the English in its main part. */
async function inLanguage(response: Response, english: readonly string[]) {
  const html = await text(response);
  expect(visibleText(html)).not.toMatch(RAW_KEY);
  const words = mainWords(html);
  for (const phrase of english) expect(words, phrase).not.toContain(phrase);
  return { html, words };
}

const contactPost = (fields: Record<string, string>) => form({ name: '', email: '', phone: '', topic: 'order', message: '', ...fields });

describe.each(['sn', 'nd'] as const)('chat and support in %s', (lang) => {
  const w = WORDS[lang];

  it('starts a chat, answers a refusal and shows the conversation on both sides', { timeout: T }, async () => {
    const buyer = { ...(await loginAs('buyer')).jar, lang };
    const start = await inLanguage(await visit(`/account/inbox/chat/new/${STORE}`, buyer), CHAT_ENGLISH);
    expect(start.words).toContain(w.start);
    // The store's name is theirs: marked as not ours to translate.
    expect(start.html).toMatch(/<span translate="no">Eastlea Fashion House<\/span>/);
    const refused = await visit(`/account/inbox/chat/new/${STORE}`, buyer, form({ text: '   ' }));
    expect(refused.status).toBe(400);
    expect((await inLanguage(refused, CHAT_ENGLISH)).words).toContain(w.empty);

    const t = await tokens();
    const id = await conversation(t.buyer, 'Do you deliver to Chitungwiza?');
    const thread = await inLanguage(await visit(`/account/inbox/chat/${id}`, buyer), CHAT_ENGLISH);
    expect(thread.words).toContain(w.thread);
    expect(thread.html).toContain('translate="no">Do you deliver to Chitungwiza?');
    const again = await visit(`/account/inbox/chat/${id}`, buyer, form({ text: '   ' }));
    expect(again.status).toBe(400);
    expect((await inLanguage(again, CHAT_ENGLISH)).words).toContain(w.empty);
    expect((await inLanguage(await visit('/account/inbox/messages', buyer), CHAT_ENGLISH)).words).toContain(w.inbox);

    const vendor = { ...(await vendorWith(STORE)), lang };
    expect((await inLanguage(await open(`/dashboard/inbox/chat/${id}`, vendor), CHAT_ENGLISH)).words).toContain(w.thread);
    expect((await inLanguage(await open('/dashboard/inbox/messages', vendor), CHAT_ENGLISH)).words).toContain(w.store);
  });

  it('refuses a sender who writes faster than the rate limit in the language, keeping what was typed', { timeout: T }, async () => {
    const buyer = { ...(await loginAs('buyer')).jar, lang };
    const t = await tokens();
    const id = await conversation(t.buyer, 'one');
    for (let i = 2; i <= 10; i += 1) expect((await send(t.buyer, id, `message ${i}`)).status).toBe(201);
    const refused = await visit(`/account/inbox/chat/${id}`, buyer, form({ text: 'eleven' }));
    expect(refused.status).toBe(400);
    const { words, html } = await inLanguage(refused, CHAT_ENGLISH);
    expect(words).toContain(w.tooFast);
    expect(words).not.toContain('Too many attempts');
    expect(html).toContain('>eleven</textarea>');
  });

  it('opens an offer on the store’s messages tab and answers a counter without a price in the language', { timeout: T }, async () => {
    const ids = await businesses();
    const { offerId } = await offerOn(ids.a, 1000);
    const vendor = { ...(await vendorWith(ids.a)), lang };
    const path = `/dashboard/inbox/messages?offer=${offerId}`;
    const english = ['Offer on', 'Answer the offer', 'Message to', 'Counter-offer per item', 'Send counter-offer', 'Turn down', 'Accept $'];
    expect((await inLanguage(await open(path, vendor), english)).words).toContain(w.counter);
    const refused = await visit(path, vendor, form({ intent: 'offer', offerId: String(offerId), status: 'COUNTERED', counter: '', message: 'Kept' }));
    expect(refused.status).toBe(400);
    expect((await inLanguage(refused, [...english, 'Enter your counter-offer price'])).words).toContain(w.counterMissing);
  });

  it('shows /support, /support/feedback and /contact-us, and the contact form answers, in the language', { timeout: T }, async () => {
    const jar = { lang };
    const support = await inLanguage(await visit('/support', jar), SUPPORT_ENGLISH);
    expect(support.words).toContain(w.support);
    // The support widget's panel takes its words from the root's data on every page.
    expect(support.html).toContain(w.widget);
    expect((await inLanguage(await visit('/support/feedback', jar), SUPPORT_ENGLISH)).words).toContain(w.feedback);
    expect((await inLanguage(await visit('/contact-us', jar), SUPPORT_ENGLISH)).words).toContain(w.contact);

    const invalid = await visit('/contact-us', jar, contactPost({ topic: 'nonsense', email: 'tendai@example.com', message: 'Hello' }));
    expect(invalid.status).toBe(400);
    const answer = await inLanguage(invalid, SUPPORT_ENGLISH);
    expect(answer.words).toContain(w.nameRequired);
    expect(answer.words).toContain(w.topic);

    const sent = await visit('/contact-us', jar, contactPost({ name: 'Tendai', email: 'tendai@example.com', message: 'Where is MSK-10001?' }));
    expect(sent.status).toBe(200);
    expect((await inLanguage(sent, SUPPORT_ENGLISH)).words).toContain(w.sent);
  });
});

describe('chat and support in English', () => {
  it('read exactly as before', { timeout: T }, async () => {
    const buyer = { ...(await loginAs('buyer')).jar, lang: 'en' };
    const start = await text(await visit(`/account/inbox/chat/new/${STORE}`, buyer));
    expect(start).toContain('Ask <span translate="no">Eastlea Fashion House</span> about a product, a delivery or their opening hours.');
    expect(visibleText(start)).toContain('Message Eastlea Fashion House');
    const refused = await text(await visit(`/account/inbox/chat/new/${STORE}`, buyer, form({ text: '   ' })));
    expect(refused).toContain('Write a message first');
    const t = await tokens();
    const id = await conversation(t.buyer);
    const thread = visibleText(await text(await visit(`/account/inbox/chat/${id}`, buyer)));
    for (const phrase of ['All messages', 'Visit the store', 'Your message', 'Send']) expect(thread).toContain(phrase);
    expect(thread).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d CAT/);
    const inbox = visibleText(await text(await visit('/account/inbox/messages', buyer)));
    for (const phrase of ['Chats with stores', 'Orders, offers and requests']) expect(inbox).toContain(phrase);

    const support = await text(await visit('/support', {}));
    for (const phrase of ['How can we help?', 'Send us a message</a> — we reply within one working day.', 'Monday to Friday 08:00–17:00']) {
      expect(support).toContain(phrase);
    }
    const contact = visibleText(await text(await visit('/contact-us', {}, contactPost({ email: 'tendai@example.com', message: 'Hi' }))));
    for (const phrase of ['Name is required', 'Other ways to reach us', 'Phone or WhatsApp (optional)']) expect(contact).toContain(phrase);
    expect(contact).toMatch(/Office:\s+3rd Floor, 45 Samora Machel Avenue/);
  });
});
