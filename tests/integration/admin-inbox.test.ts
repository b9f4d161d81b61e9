/**
 * The support inbox (issue 29): contact messages, feedback and custom package requests, each in its tab, newest
 * first, by status. Opening an item makes it read (the overview's "unread inbox" drops); a reply is e-mailed to the
 * sender through the outbox and recorded; close and reopen. Each action is audited; repeating one changes nothing
 * and says so; two operators at once → one outcome; every list is answered from an index.
 */
import { env } from 'cloudflare:test';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { INBOX_MESSAGES as M, INBOX_KINDS, INBOX_STATUSES } from '../../schema/rest/admin-inbox';
import { inboxListQuery } from '../../backend/support/inbox-queries';
import { call, clearRateLimits } from './support/accounts';
import { gql } from './support/http';
import { buyerToken } from './support/buying';
import { operatorLogin, type OperatorLogin } from './support/operators';

const dialect = new SQLiteSyncDialect();
let support: OperatorLogin;
beforeAll(async () => {
  await clearRateLimits();
  support = await operatorLogin('support');
});

let serial = 0;
/** A contact message through the public form, from its own address; answers its id. */
async function contactMessage(message = 'Where is my order MSK-1001? It was due on Monday.') {
  serial += 1;
  const email = `tendai.inbox${serial}@example.co.zw`;
  const sent = await call('POST', '/contact', { body: { name: `Tendai ${serial}`, email, topic: 'order', message }, ip: `203.0.113.${serial}` });
  expect(sent.status, sent.json.message).toBe(201);
  return { id: sent.json.data.id as number, email };
}

const inbox = (q: string, op = support) => call('GET', `/admin/inbox?${q}`, { token: op.token, now: op.now });
const act = (kind: string, id: number | string, verb: string, body: unknown = {}, op = support) =>
  call('POST', `/admin/inbox/${kind}/${id}/${verb}`, { token: op.token, now: op.now, body });
const unread = async () => (await call('GET', '/admin/overview', { token: support.token, now: support.now })).json.data.unreadInbox;
const audits = async (kind: string, id: number, action: string) =>
  Number(
    await env.DB.prepare('select count(*) as n from operator_audit_log where object_type = ? and object_id = ? and action = ?')
      .bind(`inbox_${kind}`, String(id), action)
      .first<number>('n'),
  );
const replies = (to: string) =>
  env.DB.prepare("select subject, body from outbox where kind = 'inbox_reply' and to_email = ? order by id")
    .bind(to)
    .all<{ subject: string; body: string }>()
    .then((r) => r.results);

describe('opening, replying, closing', () => {
  it('opening marks it read (the overview’s unread count drops); opening again changes nothing', async () => {
    const { id } = await contactMessage();
    const before = await unread();
    const list = await inbox('kind=contact');
    expect(list.status, list.json.message).toBe(200);
    expect(list.json.data.load[0]).toMatchObject({ kind: 'contact', id, status: 'new', subject: 'An order or a delivery' });
    expect(list.json.data.unread).toEqual({
      contact: before.contact,
      feedback: before.feedback,
      customPackage: before.customPackages,
      total: before.total,
    });

    const opened = await act('contact', id, 'read');
    expect(opened.status, opened.json.message).toBe(200);
    expect(opened.json.data).toMatchObject({ changed: true, item: { status: 'open', readAt: expect.any(String) } });
    expect((await unread()).contact).toBe(before.contact - 1);
    const again = await act('contact', id, 'read');
    expect(again.json.data.changed).toBe(false);
    expect(await audits('contact', id, 'inbox.read')).toBe(1);
    expect(((await inbox('kind=contact&status=new')).json.data.load as { id: number }[]).map((i) => i.id)).not.toContain(id);
    expect(((await inbox('kind=contact&status=open')).json.data.load as { id: number }[]).map((i) => i.id)).toContain(id);
  });

  it('a reply is e-mailed to the sender, recorded and audited; the same reply again is not sent twice', async () => {
    const { id, email } = await contactMessage('My parcel never came.');
    const before = (await unread()).contact;
    const text = 'Hello Tendai,   the courier has your parcel and delivers it tomorrow.';
    const sent = await act('contact', id, 'reply', { body: text });
    expect(sent.status, sent.json.message).toBe(200);
    const clean = 'Hello Tendai, the courier has your parcel and delivers it tomorrow.';
    expect(sent.json.data.item).toMatchObject({ status: 'open', replies: [{ body: clean, toEmail: email, operatorName: expect.any(String) }] });
    expect((await unread()).contact).toBe(before - 1);
    const [mail] = await replies(email);
    expect(mail.subject).toBe('Re: your message to Musika (An order or a delivery)');
    expect(mail.body).toContain(clean);
    expect(mail.body).toContain('My parcel never came.');
    expect(await audits('contact', id, 'inbox.replied')).toBe(1);

    const twice = await act('contact', id, 'reply', { body: text });
    expect([twice.status, twice.json.message]).toEqual([409, M.duplicateReply]);
    expect(await replies(email)).toHaveLength(1);
    const short = await act('contact', id, 'reply', { body: ' x ' });
    expect([short.status, short.json.message]).toEqual([400, `body: ${M.reply}`]);
    expect((await act('contact', id, 'reply', {})).json.message).toBe(`body: ${M.reply}`);
    expect(await audits('contact', id, 'inbox.replied')).toBe(1);

    // Two operators sending the same answer at once: it goes out once.
    const admin = await operatorLogin('admin');
    const same = { body: 'We refunded your EcoCash payment today.' };
    const both = await Promise.all([act('contact', id, 'reply', same), act('contact', id, 'reply', same, admin)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await replies(email)).toHaveLength(2);
    expect(await audits('contact', id, 'inbox.replied')).toBe(2);
  });

  it('close and reopen; each twice answers 409; two operators closing at once → one outcome', async () => {
    const { id } = await contactMessage('Please delete my old account.');
    const before = (await unread()).contact;
    const closed = await act('contact', id, 'close');
    expect(closed.status, closed.json.message).toBe(200);
    expect(closed.json.data.item).toMatchObject({ status: 'closed', closedByName: expect.any(String), readAt: expect.any(String) });
    expect((await unread()).contact).toBe(before - 1);
    expect([(await act('contact', id, 'close')).json.message]).toEqual([M.alreadyClosed]);
    const reopened = await act('contact', id, 'reopen');
    expect(reopened.json.data.item).toMatchObject({ status: 'open', closedAt: null, closedByName: null });
    const again = await act('contact', id, 'reopen');
    expect([again.status, again.json.message]).toEqual([409, M.alreadyOpen]);
    expect([await audits('contact', id, 'inbox.close'), await audits('contact', id, 'inbox.reopen')]).toEqual([1, 1]);

    const admin = await operatorLogin('admin');
    const both = await Promise.all([act('contact', id, 'close'), act('contact', id, 'close', {}, admin)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await audits('contact', id, 'inbox.close')).toBe(2);
  });
});

describe('feedback and custom package requests', () => {
  it('feedback: its own tab, rating shown; anonymous feedback cannot be replied to', async () => {
    const signed = await call('POST', '/feedback', {
      body: {
        requestTypeId: 13,
        name: 'Chipo',
        email: 'chipo.inbox@example.co.zw',
        summary: 'Checkout was slow today',
        customfield_10059: { id: 10047 },
      },
      ip: '203.0.113.90',
    });
    expect(signed.status, signed.json.message).toBe(201);
    const anonymous = await call('POST', '/feedback', { body: { requestTypeId: 14, summary: 'I prefer the old layout' }, ip: '203.0.113.91' });
    expect(anonymous.status, anonymous.json.message).toBe(201);
    const list = (await inbox('kind=feedback&search=checkout')).json.data.load;
    expect(list).toEqual([
      expect.objectContaining({ id: signed.json.data.id, name: 'Chipo', subject: 'Support request', details: 'Rating: 2/5 (Poor)' }),
    ]);
    const nobody = await act('feedback', anonymous.json.data.id, 'reply', { body: 'Thank you for telling us.' });
    expect([nobody.status, nobody.json.message]).toEqual([409, M.noAddress]);
    expect((await act('feedback', signed.json.data.id, 'reply', { body: 'We fixed the slowness, thank you.' })).status).toBe(200);
    expect((await replies('chipo.inbox@example.co.zw'))[0].subject).toBe('Re: your feedback to Musika');
  });

  it('a custom package request: the requester is the sender, and gets the reply', async () => {
    const asked = await call('POST', '/notifications', {
      token: await buyerToken(),
      body: { name: 'Farai Moyo', email: 'farai.packages@example.co.zw', company: 'Moyo Hardware', message: 'We need 40 shops on one account.' },
    });
    expect(asked.status, asked.json.message).toBe(200);
    const [item] = (await inbox('kind=custom_package&search=Moyo%20Hardware')).json.data.load;
    expect(item).toMatchObject({
      name: 'Farai Moyo',
      email: 'farai.packages@example.co.zw',
      subject: 'Custom package request: Moyo Hardware',
      status: 'new',
    });
    const detail = await call('GET', `/admin/inbox/custom_package/${item.id}`, { token: support.token, now: support.now });
    expect(detail.json.data.item.body).toContain('We need 40 shops on one account.');
    expect((await act('custom_package', item.id, 'reply', { body: 'Our sales team will call you on Monday.' })).status).toBe(200);
    expect((await replies('farai.packages@example.co.zw'))[0].subject).toBe('Re: Custom package request: Moyo Hardware');
    // The reply itself is an outbox e-mail too, but never an inbox item.
    const ids = ((await inbox('kind=custom_package&status=all&per_page=100')).json.data.load as { subject: string }[]).map((i) => i.subject);
    expect(ids.some((s) => s.startsWith('Re:'))).toBe(false);
  });
});

describe('through GraphQL', () => {
  it('lists, opens and answers an item; a short reply is a user error on its field', async () => {
    const { id, email } = await contactMessage('GraphQL-visible question about returns');
    const headers = { authorization: `Bearer ${support.token}`, 'x-musika-test-now': String(support.now) };
    const list = await gql('{ adminInbox(kind: CONTACT, search: "GraphQL-visible") { items { id status } unread { contact total } } }', {}, headers);
    expect(list.errors).toBeUndefined();
    expect(list.data.adminInbox.items).toEqual([{ id: String(id), status: 'NEW' }]);
    const update = 'mutation ($input: InboxItemInput!) { updateInboxItem(input: $input) { item { status } changed userErrors { message } } }';
    const opened = await gql(update, { input: { kind: 'CONTACT', itemId: String(id), action: 'READ' } }, headers);
    expect(opened.data.updateInboxItem).toEqual({ item: { status: 'OPEN' }, changed: true, userErrors: [] });
    const reply = 'mutation ($input: ReplyToInboxItemInput!) { replyToInboxItem(input: $input) { item { id } userErrors { field message } } }';
    const short = await gql(reply, { input: { kind: 'CONTACT', itemId: String(id), body: 'x' } }, headers);
    expect(short.data.replyToInboxItem).toEqual({ item: null, userErrors: [{ field: 'body', message: M.reply }] });
    expect(
      (await gql(reply, { input: { kind: 'CONTACT', itemId: String(id), body: 'Returns take 7 days.' } }, headers)).data.replyToInboxItem.userErrors,
    ).toEqual([]);
    const item = await gql(`{ adminInboxItem(kind: CONTACT, id: "${id}") { status replies { toEmail body } } }`, {}, headers);
    expect(item.data.adminInboxItem).toEqual({ status: 'OPEN', replies: [{ toEmail: email, body: 'Returns take 7 days.' }] });
    expect((await gql('{ adminInboxItem(kind: FEEDBACK, id: "999999") { id } }', {}, headers)).data.adminInboxItem).toBeNull();
  });
});

describe('the lists and who may use them', () => {
  it('newest first, searchable; unknown items are 404; other roles are refused', async () => {
    const first = await contactMessage('Searchable-alpha question about fees');
    const second = await contactMessage('Searchable-alpha question about delivery');
    const found = ((await inbox('kind=contact&status=all&search=searchable-alpha')).json.data.load as { id: number }[]).map((i) => i.id);
    expect(found).toEqual([second.id, first.id]);
    expect((await inbox(`kind=contact&status=all&search=${encodeURIComponent(first.email)}`)).json.data.pageInfo.total).toBe(1);
    expect((await inbox('kind=nope')).status).toBe(400);
    expect((await act('contact', 999_999, 'read')).status).toBe(404);
    expect((await act('elsewhere', first.id, 'read')).status).toBe(404);
    expect((await call('GET', '/admin/inbox/contact/abc', { token: support.token, now: support.now })).status).toBe(404);
    const moderator = await operatorLogin('moderator');
    expect((await inbox('kind=contact', moderator)).status).toBe(403);
    expect((await act('contact', first.id, 'read', {}, moderator)).status).toBe(403);
    expect(await env.DB.prepare('select read_at from contact_messages where id = ?').bind(first.id).first('read_at')).toBeNull();
  });

  it('EXPLAIN QUERY PLAN: every tab × status reads its table through an index, no sort', async () => {
    for (const kind of INBOX_KINDS) {
      for (const status of INBOX_STATUSES) {
        for (const query of Object.values(inboxListQuery({ kind, status, page: 1, perPage: 20 }))) {
          const { sql, params } = dialect.sqlToQuery(query);
          const lines = (
            await env.DB.prepare(`explain query plan ${sql}`)
              .bind(...params)
              .all<{ detail: string }>()
          ).results.map((r) => r.detail);
          const text = lines.join('\n');
          expect(text, `${kind} ${status}`).toMatch(/^(SEARCH|SCAN) (contact_messages|feedback|outbox|t) USING (COVERING )?INDEX/m);
          expect(
            lines.filter((l) => /^SCAN (contact_messages|feedback|outbox|t)$/.test(l) || /TEMP B-TREE/.test(l)),
            `${kind} ${status}: ${text}`,
          ).toEqual([]);
        }
      }
    }
  });
});
