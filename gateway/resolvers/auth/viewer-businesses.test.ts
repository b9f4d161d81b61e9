import { describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '../../context';
import { RestError } from '../../errors';
import { viewerBusinessIds } from './viewer-businesses';

function contextWith(token: string | undefined, answer: () => Promise<unknown>) {
  const call = vi.fn(answer);
  return { ctx: { token, rest: { call }, loaders: {} } as unknown as GatewayContext, call };
}

describe("the viewer's businesses (Product.viewerIsOwner)", () => {
  it('come from the viewer’s own session, asked once per request however many products ask', async () => {
    const { ctx, call } = contextWith('t0ken', async () => ({ businesses: [{ bID: 3 }, { bID: 9 }] }));
    const [a, b] = await Promise.all([viewerBusinessIds(ctx), viewerBusinessIds(ctx)]);
    expect([...a]).toEqual([3, 9]);
    expect(b).toBe(a);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('are none for a visitor, without asking the API', async () => {
    const { ctx, call } = contextWith(undefined, async () => ({ businesses: [{ bID: 3 }] }));
    expect((await viewerBusinessIds(ctx)).size).toBe(0);
    expect(call).not.toHaveBeenCalled();
  });

  it('are none when the session cannot be read: the page falls back to the buyer’s view (the API still refuses)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const expired = contextWith('old', async () => Promise.reject(new RestError('me', 401, 'Please log in')));
    expect((await viewerBusinessIds(expired.ctx)).size).toBe(0);
    expect(logged).not.toHaveBeenCalled();
    const down = contextWith('t0ken', async () => Promise.reject(new RestError('network', 503, 'Network error')));
    expect((await viewerBusinessIds(down.ctx)).size).toBe(0);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
