/**
 * The chat pages without JavaScript (issue #14 item 7): "Message the store" on a storefront, the start page
 * (first message opens the conversation), the conversation pages of both sides with plain form posts, messages
 * shown as escaped text, the inbox lists and the header badge; anyone else's conversation is a 404.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../schema/rest/chat';
import { clearRateLimits } from './support/accounts';
import { conversation, send, STORE, tokens } from './support/chat';
import { form, open, text, vendorWith } from './support/dashboard-pages';
import { loginAs, visit } from './support/session';

beforeEach(async () => {
  await clearRateLimits();
  await env.DB.batch([env.DB.prepare('delete from chat_messages'), env.DB.prepare('delete from chat_conversations')]);
});

const bodies = async (id: number) =>
  (await env.DB.prepare('select body from chat_messages where conversation_id = ? order by id').bind(id).all<{ body: string }>()).results.map(
    (r) => r.body,
  );

describe('starting a chat from a storefront', () => {
  it('links to the start page, whose first message opens the conversation', async () => {
    const store = await text(await visit('/vendor/eastlea-fashion-house', {}));
    expect(store).toContain(`href="/account/inbox/chat/new/${STORE}"`);
    expect(store).toContain('Message the store');

    const { jar } = await loginAs('buyer');
    const start = await text(await visit(`/account/inbox/chat/new/${STORE}`, jar));
    expect(start).toContain('Message Eastlea Fashion House');
    expect(start).toMatch(/<form[^>]*method="post"/);
    const posted = await visit(`/account/inbox/chat/new/${STORE}`, jar, form({ text: 'Do you deliver to Chitungwiza?' }));
    expect(posted.status).toBe(302);
    const id = Number(/\/account\/inbox\/chat\/(\d+)$/.exec(posted.headers.get('location') ?? '')?.[1]);
    expect(await bodies(id)).toEqual(['Do you deliver to Chitungwiza?']);
    // Once there is a conversation, the start page goes to it.
    expect((await visit(`/account/inbox/chat/new/${STORE}`, jar)).headers.get('location')).toBe(`/account/inbox/chat/${id}`);
  });

  it('sends a visitor to log in first, and tells a vendor the store is their own', async () => {
    const anonymous = await visit(`/account/inbox/chat/new/${STORE}`, {});
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toContain('/login');
    const { jar } = await loginAs('vendor');
    expect(await text(await visit(`/account/inbox/chat/new/${STORE}`, jar))).toContain('This is your own store');
  });
});

describe('the conversation pages', () => {
  it('show messages as text and post new ones without JavaScript, on both sides', async () => {
    const t = await tokens();
    const hostile = `<img src=x onerror=alert(1)> call +263 77 123 4567 https://example.com`;
    const id = await conversation(t.buyer, hostile);

    const buyer = (await loginAs('buyer')).jar;
    const page = await text(await visit(`/account/inbox/chat/${id}`, buyer));
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; call +263 77 123 4567 https://example.com');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('href="https://example.com"');
    expect(page).not.toContain('href="tel:');

    const sent = await visit(`/account/inbox/chat/${id}`, buyer, form({ text: 'Sent by form' }));
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe(`/account/inbox/chat/${id}`);

    const vendor = await vendorWith(STORE);
    const storeSide = await text(await open(`/dashboard/inbox/chat/${id}`, vendor));
    expect(storeSide).toContain('Sent by form');
    expect((await visit(`/dashboard/inbox/chat/${id}`, vendor, form({ text: 'Reply by form' }))).status).toBe(302);
    expect(await bodies(id)).toEqual([hostile, 'Sent by form', 'Reply by form']);
  });

  it('keeps the text and shows the reason when a message is refused', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer);
    const { jar } = await loginAs('buyer');
    const refused = await visit(`/account/inbox/chat/${id}`, jar, form({ text: '   ' }));
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain(CHAT_MESSAGES.empty);
  });

  it('are not found for anyone else, and for another business of the same vendor', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer);
    const stranger = (await loginAs('subscribedVendor')).jar;
    expect((await visit(`/account/inbox/chat/${id}`, stranger)).status).toBe(404);
    expect((await visit(`/account/inbox/chat/${id}`, stranger, form({ text: 'let me in' }))).status).toBe(404);
    const vendorOnOtherStore = await vendorWith(4);
    expect((await open(`/dashboard/inbox/chat/${id}`, vendorOnOtherStore)).status).toBe(404);
    expect(await bodies(id)).toHaveLength(1);
  });
});

describe('the inbox lists and the badge', () => {
  it('list the chats on both sides with unread counts, and the header badge counts them', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'First question');
    await send(t.buyer, id, 'Second question');

    const vendor = await vendorWith(STORE);
    const inbox = await text(await open('/dashboard/inbox/messages', vendor));
    expect(inbox).toContain('Chats with buyers');
    expect(inbox).toContain(`href="/dashboard/inbox/chat/${id}"`);
    expect(inbox).toMatch(/data-testid="chat-unread"[^>]*>2</);
    const badge = (html: string) => Number(/aria-label="Notifications, (\d+) unread"/.exec(html)?.[1]);
    const before = badge(inbox);
    // Opening the conversation reads it: the badge drops by the two messages.
    await open(`/dashboard/inbox/chat/${id}`, vendor);
    expect(badge(await text(await open('/dashboard/inbox/messages', vendor)))).toBe(before - 2);

    const buyer = (await loginAs('buyer')).jar;
    const buyerInbox = await text(await visit('/account/inbox/messages', buyer));
    expect(buyerInbox).toContain('Chats with stores');
    expect(buyerInbox).toContain(`href="/account/inbox/chat/${id}"`);
    expect(buyerInbox).toContain('Second question');
  });
});
