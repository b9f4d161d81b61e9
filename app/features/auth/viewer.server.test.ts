import type { AppLoadContext } from '@remix-run/cloudflare';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { InProcessOperation, InProcessResult } from '../../../gateway/in-process';
import { tokenCookie } from './cookies.server';
import { getVisitor, headerCounts } from './viewer.server';

/** A gateway that counts viewer queries and answers one viewer. */
function gateway() {
  let calls = 0;
  const context = {
    graphqlOperation: async ({ document }: InProcessOperation): Promise<InProcessResult> => {
      calls += 1;
      const query = print(document);
      const viewer = { userId: '7', displayName: 'Tendai', isVendor: true };
      const counts = { cart: { itemCount: 3 }, notificationCount: 2 };
      if (query.includes('Root_HeaderCounts')) return { data: counts };
      return { data: query.includes('Auth_VisitorWithCounts') ? { viewer, ...counts } : { viewer } };
    },
  } as unknown as AppLoadContext;
  return { context, calls: () => calls };
}

async function pageRequest(method = 'GET', path = '/dashboard/') {
  // Remix gives each loader its own copy of the request: a new object with the same cookie.
  return new Request(`http://musika.test${path}`, { method, headers: { cookie: await tokenCookie.serialize('tok-123') } });
}

describe('the visitor of a page request', () => {
  it('is asked of the API once per page request, however many loaders (each with its own Request) need it', async () => {
    const g = gateway();
    const [root, route] = await Promise.all([
      getVisitor(g.context, await pageRequest()),
      getVisitor(g.context, await pageRequest('GET', '/dashboard/?index')),
    ]);
    expect(root).toBe(route);
    expect(root.viewer?.displayName).toBe('Tendai');
    expect(g.calls()).toBe(1);
  });

  it('is asked again by another page request (another load context)', async () => {
    const first = gateway();
    const second = gateway();
    await getVisitor(first.context, await pageRequest());
    await getVisitor(second.context, await pageRequest());
    expect(first.calls() + second.calls()).toBe(2);
  });

  it('is not shared with an action, which may change the viewer the loaders after it must show', async () => {
    const g = gateway();
    await getVisitor(g.context, await pageRequest('POST'));
    await getVisitor(g.context, await pageRequest());
    expect(g.calls()).toBe(2);
  });

  it("the root loader's one question carries the header's cart and notification badges", async () => {
    const g = gateway();
    const visitor = await getVisitor(g.context, await pageRequest(), { counts: true });
    expect(await headerCounts(g.context, await pageRequest(), visitor)).toEqual({ cartItems: 3, unreadNotifications: 2 });
    expect(g.calls()).toBe(1);
  });

  it('asks for the badges separately when a loader asked for the visitor without them first', async () => {
    const g = gateway();
    await getVisitor(g.context, await pageRequest());
    const visitor = await getVisitor(g.context, await pageRequest(), { counts: true });
    expect(await headerCounts(g.context, await pageRequest(), visitor)).toEqual({ cartItems: 3, unreadNotifications: 2 });
    expect(g.calls()).toBe(2);
  });

  it('costs no API call without a session cookie', async () => {
    const g = gateway();
    const visitor = await getVisitor(g.context, new Request('http://musika.test/'));
    expect(visitor).toEqual({ token: null, viewer: null, staleToken: false });
    expect(g.calls()).toBe(0);
  });
});
