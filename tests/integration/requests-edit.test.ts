/**
 * Changing and closing a buyer request through the pages (PUT /buyer-requests): only its poster can, a closed
 * request takes no answers, and it can be opened again.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken, vendorToken } from './support/offers';
import { gql } from './support/http';
import { loginAs, visit } from './support/session';

let buyer: string;
let vendor: string;
beforeAll(async () => {
  await clearRateLimits();
  [buyer, vendor] = [await buyerToken(), await vendorToken()];
}, 30_000);
beforeEach(clearRateLimits);

const text = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');
const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

async function postRequest() {
  const r = await call('POST', '/buyer-requests', {
    token: buyer,
    body: {
      title: 'Gas stove, two plates',
      description: 'A two-plate gas stove in good condition, Harare.',
      categoryId: 10,
      budget: 6_000,
      city: 'Harare',
    },
  });
  return r.json.data.request.id as number;
}
const read = async (id: number) => (await call('GET', `/buyer-requests/${id}`, { token: buyer })).json.data.request;

describe('changing a buyer request', () => {
  it('the poster sees the form filled in, and saving changes it (an empty budget removes it)', async () => {
    const id = await postRequest();
    const { jar } = await loginAs('buyer');
    const page = await text(await visit(`/buyer-requests/${id}/edit`, jar));
    expect(page).toContain('value="Gas stove, two plates"');
    expect(page).toContain('value="60.00"');
    const saved = await visit(
      `/buyer-requests/${id}/edit`,
      jar,
      form({
        title: 'Gas stove, four plates',
        description: 'A four-plate gas stove with an oven, Harare.',
        categoryId: '10',
        budget: '',
        city: 'Bulawayo',
      }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe(`/buyer-requests-list/${id}`);
    expect(await read(id)).toMatchObject({ title: 'Gas stove, four plates', budgetCents: null, city: 'Bulawayo' });
  });

  it('bad input is refused with the field message and changes nothing', async () => {
    const id = await postRequest();
    const { jar } = await loginAs('buyer');
    const res = await visit(
      `/buyer-requests/${id}/edit`,
      jar,
      form({ title: 'Gas', description: 'A four-plate gas stove with an oven.', categoryId: '10', budget: '', city: 'Harare' }),
    );
    expect(res.status).toBe(400);
    expect(await text(res)).toContain('Say what you are looking for in at least 5 characters');
    expect((await read(id)).title).toBe('Gas stove, two plates');
  });

  it('nobody else can open or post the form: it does not exist for them', async () => {
    const id = await postRequest();
    const { jar } = await loginAs('vendor');
    expect((await visit(`/buyer-requests/${id}/edit`, jar)).status).toBe(404);
    const posted = await visit(
      `/buyer-requests/${id}/edit`,
      jar,
      form({ title: 'Hijacked title', description: 'Somebody else changing it.', categoryId: '10', city: 'Harare' }),
    );
    expect(posted.status).toBe(404);
    expect((await read(id)).title).toBe('Gas stove, two plates');
    expect((await visit(`/buyer-requests/${id}/edit`, {})).headers.get('location')).toMatch(/^\/login\//);
  });
});

describe('closing a buyer request', () => {
  it('a closed request takes no answers and can be opened again', async () => {
    const id = await postRequest();
    const { jar } = await loginAs('buyer');
    expect((await visit(`/buyer-requests-list/${id}`, jar, form({ intent: 'status', status: 'closed' }))).status).toBe(302);
    expect((await read(id)).status).toBe('closed');
    const answer = await call('POST', '/buyer-requests/create-response', {
      token: vendor,
      body: { requestId: id, bID: 4, message: 'We have one in stock.' },
    });
    expect(answer.status).toBe(409);
    const vendorView = await text(await visit(`/buyer-requests-list/${id}`, (await loginAs('vendor')).jar));
    expect(vendorView).toContain('This request is closed.');
    expect(vendorView).not.toContain('Answer this request');
    await visit(`/buyer-requests-list/${id}`, jar, form({ intent: 'status', status: 'open' }));
    expect((await read(id)).status).toBe('open');
  });

  it("someone else's close is refused with the API's message", async () => {
    const id = await postRequest();
    const { jar } = await loginAs('vendor');
    const res = await visit(`/buyer-requests-list/${id}`, jar, form({ intent: 'status', status: 'closed' }));
    expect(res.status).toBe(400);
    expect(await text(res)).toContain('Only the person who posted this request can change it');
    expect((await read(id)).status).toBe('open');
  });

  it('through GraphQL too: someone else gets userErrors, and a status other than open or closed is refused', async () => {
    const id = await postRequest();
    const update = (token: string, input: Record<string, unknown>) =>
      gql(
        'mutation($i: UpdateBuyerRequestInput!) { updateBuyerRequest(input: $i) { request { status } userErrors { message } } }',
        { i: { id: String(id), ...input } },
        { authorization: `Bearer ${token}` },
      );
    expect((await update(vendor, { status: 'closed' })).data.updateBuyerRequest).toEqual({
      request: null,
      userErrors: [{ message: 'Only the person who posted this request can change it' }],
    });
    expect((await update(buyer, { status: 'deleted' })).data.updateBuyerRequest.userErrors[0].message).toContain("status must be 'open' or 'closed'");
    expect((await read(id)).status).toBe('open');
  });
});
