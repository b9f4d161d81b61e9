import { describe, expect, it, vi } from 'vitest';
import { API_CLIENT_MESSAGES } from '../../../schema/rest/api-clients';
import { apiClientAction, type ApiClientMutations } from './api-client-actions.server';

const ID = `mk_${'q'.repeat(26)}`;
const client = {
  id: ID,
  name: 'Till app',
  owner: 'Eastlea',
  contactEmail: 'dev@eastlea.co.zw',
  hourlyBudget: 1,
  registeredByOperator: false,
  createdAt: '',
  revokedAt: null,
};
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const mutations = (overrides: Partial<ApiClientMutations> = {}): ApiClientMutations => ({
  register: vi.fn(async () => ({ client, userErrors: [] })),
  revoke: vi.fn(async () => ({ client, changed: true, userErrors: [] })),
  ...overrides,
});
const valid = { intent: 'register', name: 'Till app', owner: 'Eastlea', contactEmail: 'DEV@eastlea.co.zw ' };

describe('the API client pages’ form posts', () => {
  it('checks the register form with the API’s rules before calling it, and keeps what was typed', async () => {
    const m = mutations();
    const result = await apiClientAction(form({ ...valid, contactEmail: 'nope' }), m);
    expect(result).toEqual({
      fieldErrors: { name: undefined, owner: undefined, contactEmail: API_CLIENT_MESSAGES.contactEmail },
      values: { name: 'Till app', owner: 'Eastlea', contactEmail: 'nope' },
    });
    expect(m.register).not.toHaveBeenCalled();
  });

  it('registers the cleaned input and answers the new id', async () => {
    const m = mutations();
    expect(await apiClientAction(form(valid), m)).toEqual({ created: { id: ID, name: 'Till app' } });
    expect(m.register).toHaveBeenCalledWith({ name: 'Till app', owner: 'Eastlea', contactEmail: 'dev@eastlea.co.zw' });
  });

  it('puts the API’s refusal on its field, or on the form when it names none', async () => {
    const onField = mutations({ register: async () => ({ client: null, userErrors: [{ field: 'owner', message: 'Too long' }] }) });
    expect((await apiClientAction(form(valid), onField)).fieldErrors).toEqual({ owner: 'Too long' });
    const onForm = mutations({
      register: async () => ({ client: null, userErrors: [{ field: null, message: API_CLIENT_MESSAGES.storeOwnersOnly }] }),
    });
    expect((await apiClientAction(form(valid), onForm)).formError).toBe(API_CLIENT_MESSAGES.storeOwnersOnly);
  });

  it('revokes a well-formed id only, and says whether anything changed', async () => {
    const m = mutations();
    expect((await apiClientAction(form({ intent: 'revoke', id: 'mk_short' }), m)).formError).toMatch(/reload the page/);
    expect(m.revoke).not.toHaveBeenCalled();
    expect((await apiClientAction(form({ intent: 'revoke', id: ID }), m)).notice).toMatch(/“Till app” is revoked/);
    const again = mutations({ revoke: async () => ({ client, changed: false, userErrors: [] }) });
    expect((await apiClientAction(form({ intent: 'revoke', id: ID }), again)).notice).toBe('“Till app” was already revoked.');
  });
});
