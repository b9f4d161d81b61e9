/**
 * POST /feedback and the sendFeedback mutation (issue #13): the support widget's form (request type 13), the
 * new-version opt-out (14) and feature ratings (15). Good, bad and hostile input (markup stays text, floods
 * are refused). Successful posts count against the per-IP limit, so this file sends few before the flood.
 */
import { env } from 'cloudflare:test';
import { SELF } from './support/worker';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, sendFeedback } from '../../schema/rest/feedback';
import { API, gql, page, rest } from './support/http';

const good = {
  name: 'Tendai Moyo',
  email: 'Tendai@Example.co.zw',
  summary: 'Search works well on my phone.',
  requestTypeId: 13,
  customfield_10059: { id: 10049 },
};
const latest = () =>
  env.DB.prepare('select request_type_id, name, email, summary, rating_id, feature from feedback order by id desc limit 1').first();

describe('POST /feedback', () => {
  it('stores the support form’s feedback with request type 13 and the rating id', async () => {
    const { status, json } = await rest('POST', '/feedback', good);
    expect(status).toBe(201);
    expect(sendFeedback.data.parse(json.data).message).toBe(FEEDBACK_MESSAGES.sent);
    expect(await latest()).toEqual({
      request_type_id: 13,
      name: 'Tendai Moyo',
      email: 'tendai@example.co.zw',
      summary: good.summary,
      rating_id: 10049,
      feature: '',
    });
  });

  it('refuses the support form’s missing and malformed fields with the spec’s messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, name: '  ' }, `name: ${FEEDBACK_MESSAGES.name}`],
      [{ ...good, email: '' }, `email: ${FEEDBACK_MESSAGES.email}`],
      [{ ...good, email: 'tendai@' }, `email: ${FEEDBACK_MESSAGES.emailInvalid}`],
      [{ ...good, summary: '' }, `summary: ${FEEDBACK_MESSAGES.summary}`],
      [{ ...good, customfield_10059: undefined }, `customfield_10059: ${FEEDBACK_MESSAGES.rating}`],
      [{ ...good, customfield_10059: { id: 10051 } }, `customfield_10059.id: ${FEEDBACK_MESSAGES.rating}`],
      [{ ...good, requestTypeId: 12 }, 'requestTypeId: requestTypeId must be 13, 14 or 15'],
      [{ ...good, summary: 'x'.repeat(3001) }, 'summary: The feedback is too long (at most 3000 characters)'],
    ];
    for (const [body, message] of cases) {
      const { status, json } = await rest('POST', '/feedback', body);
      expect(status, message).toBe(400);
      expect(json.message).toBe(message);
    }
    expect((await rest('POST', '/feedback', '{not json')).status).toBe(400);
  });

  it('takes an opt-out without any field validated, and a feature rating only with a rating and a feature slug', async () => {
    expect((await rest('POST', '/feedback', { requestTypeId: 14 })).status).toBe(201);
    expect(await latest()).toMatchObject({ request_type_id: 14, summary: '', rating_id: null });
    expect((await rest('POST', '/feedback', { requestTypeId: 15, feature: 'search-results' })).json.message).toBe(
      `customfield_10059: ${FEEDBACK_MESSAGES.rating}`,
    );
    expect((await rest('POST', '/feedback', { requestTypeId: 15, feature: '<b>x</b>', customfield_10059: { id: 10050 } })).status).toBe(400);
    expect((await rest('POST', '/feedback', { requestTypeId: 15, feature: 'search-results', customfield_10059: { id: 10050 } })).status).toBe(201);
    expect(await latest()).toMatchObject({ request_type_id: 15, rating_id: 10050, feature: 'search-results' });
  });

  it('keeps markup in the feedback as text', async () => {
    const summary = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    expect((await rest('POST', '/feedback', { ...good, summary })).status).toBe(201);
    expect((await latest())?.summary).toBe(summary);
  });
});

/** A plain form post, as a browser without JavaScript sends it. */
const post = (path: string, fields: [string, string][]) =>
  page(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://musika.test' },
    body: new URLSearchParams(fields).toString(),
  });

describe('/support/feedback (the no-JavaScript page and every feedback form’s action)', () => {
  it('answers the page with the form, edge-cacheable like other public pages', async () => {
    const { status, html } = await page('/support/feedback');
    expect(status).toBe(200);
    expect(html).toContain('<title>Send Feedback — Musika</title>');
    expect(html).toContain('name="requestTypeId" value="13"');
  });

  it('shows every validation message, keeps what was typed, and shows typed markup as text', async () => {
    const { status, html } = await post('/support/feedback', [
      ['requestTypeId', '13'],
      ['name', ''],
      ['email', ''],
      ['summary', '<script>alert(1)</script>'],
    ]);
    expect(status).toBe(400);
    for (const m of [FEEDBACK_MESSAGES.name, FEEDBACK_MESSAGES.email, FEEDBACK_MESSAGES.rating]) expect(html).toContain(m);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
    const invalid = await post('/support/feedback', [
      ['requestTypeId', '13'],
      ['name', 'Farai'],
      ['email', 'farai@'],
      ['summary', ''],
      ['rating', '2'],
    ]);
    expect(invalid.html).toContain(FEEDBACK_MESSAGES.emailInvalid);
    expect(invalid.html).toContain(FEEDBACK_MESSAGES.summary);
  });

  it('sends good feedback and says thank you', async () => {
    const { status, html } = await post('/support/feedback', [
      ['requestTypeId', '13'],
      ['name', 'Farai Dube'],
      ['email', 'farai@example.com'],
      ['summary', 'Add EcoCash refunds.'],
      ['rating', '2'],
    ]);
    expect(status).toBe(200);
    expect(html).toContain(FEEDBACK_MESSAGES.sent);
    expect(await latest()).toMatchObject({ request_type_id: 13, name: 'Farai Dube', rating_id: 10047 });
  });

  it('turns the opt-out modal’s reasons, phone and comment into the summary (request type 14)', async () => {
    const fields: [string, string][] = [
      ['requestTypeId', '14'],
      ['reason', 'slow'],
      ['reason', 'relearn'],
      ['reason', 'made-up'],
      ['phone', '0772 123 456'],
      ['comment', '<b>slow</b> on data'],
    ];
    expect((await post('/support/feedback', fields)).status).toBe(200);
    expect(await latest()).toMatchObject({
      request_type_id: 14,
      rating_id: null,
      summary: 'Reasons: Slow or unresponsive; Hard to relearn\nPhone: +263 77 212 3456\nComment: <b>slow</b> on data',
    });
  });
});

describe('sendFeedback (GraphQL)', () => {
  const mutation = `mutation Send($input: SendFeedbackInput!) { sendFeedback(input: $input) { message userErrors { field message } } }`;

  it('sends a rating of 1–5 on as its id and answers the thank-you', async () => {
    const { data } = await gql(mutation, { input: { requestTypeId: 13, name: 'Rudo', email: 'rudo@example.com', summary: 'Great', rating: 1 } });
    expect(data.sendFeedback).toEqual({ message: FEEDBACK_MESSAGES.sent, userErrors: [] });
    expect(await latest()).toMatchObject({ request_type_id: 13, rating_id: 10046 });
  });

  it('answers field errors by the input field’s name', async () => {
    const noName = await gql(mutation, { input: { requestTypeId: 13, name: '', email: 'rudo@example.com', summary: 'Great', rating: 3 } });
    expect(noName.data.sendFeedback).toEqual({ message: null, userErrors: [{ field: 'name', message: FEEDBACK_MESSAGES.name }] });
    const badRating = await gql(mutation, { input: { requestTypeId: 15, feature: 'search-results', rating: 9 } });
    expect(badRating.data.sendFeedback.userErrors).toEqual([{ field: 'rating', message: FEEDBACK_MESSAGES.rating }]);
  });

  it('is rate limited per IP: a flood is refused with 429 and Retry-After, also through GraphQL', async () => {
    let last: { status: number; headers: Headers } | null = null;
    for (let i = 0; i < 11; i += 1) {
      last = await fetchFeedback({ requestTypeId: 14, summary: `flood ${i}` });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    const { data } = await gql(mutation, { input: { requestTypeId: 14, summary: 'one more' } });
    expect(data.sendFeedback.message).toBeNull();
    expect(data.sendFeedback.userErrors[0].message).toMatch(/too many/i);
  });
});

/** Status and headers of one POST (the body is read so no response is left open). */
async function fetchFeedback(body: unknown): Promise<{ status: number; headers: Headers }> {
  const response = await SELF.fetch(`${API}/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.text();
  return { status: response.status, headers: response.headers };
}
