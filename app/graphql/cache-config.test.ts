/**
 * The browser's graphcache for the cart, end to end in Node: seeded from the loader's cart, optimistic while
 * a mutation is in flight, replaced by the server's cart, rolled back on failure. The network is a fake
 * `fetch` whose answers the tests release by hand.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGraphcacheCart, NETWORK_ERROR } from '~/features/cart/graphcache-cart';
import type { CartViewFragment } from './generated/graphql';

const usd = (amountCents: number) => ({ __typename: 'Money', amountCents, currency: 'USD' });
const business = { __typename: 'Business', id: '4', slug: 'harare-solar', name: 'Harare Solar' };

function line(id: string, unitCents: number, quantity: number) {
  return {
    __typename: 'CartLine',
    quantity,
    unavailable: false,
    unitPrice: usd(unitCents),
    lineTotal: usd(unitCents * quantity),
    variation: null,
    product: { __typename: 'Product', id, slug: `product-${id}`, name: `Product ${id}`, kind: 'GENERAL', image: null, business },
  };
}

function cartOf(...lines: ReturnType<typeof line>[]): CartViewFragment {
  const total = lines.reduce((sum, l) => sum + l.lineTotal.amountCents, 0);
  return {
    __typename: 'Cart',
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: usd(total),
    lines,
    removedLines: [],
  } as CartViewFragment;
}

// The loader's cart: a $120 panel ×2 and a $9 bag of maize.
const seed = cartOf(line('50', 12_000, 2), line('133', 900, 1));

interface Held {
  body: { query: string; variables: Record<string, unknown> };
  answer(status: number, json: unknown): void;
}

let requests: Held[];
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    expect(url).toBe('/session/graphql');
    return new Promise<Response>((resolve) => {
      requests.push({
        body: JSON.parse(String(init.body)),
        answer: (status, json) => resolve(new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } })),
      });
    });
  });
});
afterEach(() => void vi.unstubAllGlobals());

function island() {
  const seen: CartViewFragment[] = [];
  const cart = createGraphcacheCart(seed, (c) => seen.push(c));
  return { cart, seen, last: () => seen[seen.length - 1] };
}

const quantities = (cart: CartViewFragment) => cart.lines.map((l) => [l.product.id, l.quantity]);
const payload = (field: string, value: unknown) => ({ data: { [field]: { __typename: 'CartPayload', userErrors: [], ...(value as object) } } });

describe('graphcache cart', () => {
  it('is seeded with the loader cart: it renders and computes from it without a request', () => {
    const { seen } = island();
    expect(seen).toHaveLength(1);
    expect(quantities(seen[0])).toEqual([
      ['50', 2],
      ['133', 1],
    ]);
    expect(requests).toHaveLength(0);
  });

  it('shows the optimistic cart while the mutation is in flight, then the server cart', async () => {
    const { cart, last } = island();
    const applied = cart.apply({ intent: 'update', productId: 133, variationId: 0, quantity: 3 });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].body.variables).toEqual({ input: { productId: '133', variationId: '0', quantity: 3 } });
    expect(quantities(last())).toEqual([
      ['50', 2],
      ['133', 3],
    ]);
    expect(last().subtotal.amountCents).toBe(24_000 + 2_700);
    expect(last().itemCount).toBe(5);

    // The server knows better (say the price changed): its cart replaces the optimistic one.
    const server = cartOf(line('50', 12_000, 2), line('133', 1_000, 3));
    requests[0].answer(200, payload('updateCartLine', { cart: server }));
    expect(await applied).toBeNull();
    expect(last().subtotal.amountCents).toBe(27_000);
  });

  it('rolls back to the previous cart, not an empty one, when the answer is userErrors with no cart', async () => {
    const { cart, last } = island();
    const applied = cart.apply({ intent: 'remove', productId: 50, variationId: 0 });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(quantities(last())).toEqual([['133', 1]]);
    requests[0].answer(
      200,
      payload('removeFromCart', { cart: null, userErrors: [{ __typename: 'UserError', message: 'That item is not in your cart' }] }),
    );
    expect(await applied).toBe('That item is not in your cart');
    expect(quantities(last())).toEqual([
      ['50', 2],
      ['133', 1],
    ]);
    expect(last().subtotal.amountCents).toBe(24_900);
  });

  it('rolls back on a failed request and answers the catalogue message for it', async () => {
    const { cart, last } = island();
    const applied = cart.apply({ intent: 'clear' });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(last().lines).toEqual([]);
    requests[0].answer(500, { message: 'upstream exploded' });
    expect(await applied).toBe(NETWORK_ERROR);
    expect(quantities(last())).toEqual([
      ['50', 2],
      ['133', 1],
    ]);
  });

  it('rolls back on a GraphQL error and answers its message', async () => {
    const { cart, last } = island();
    const applied = cart.apply({ intent: 'update', productId: 50, variationId: 0, quantity: 7 });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(quantities(last())[0]).toEqual(['50', 7]);
    requests[0].answer(200, { data: null, errors: [{ message: 'Request failed', extensions: { code: 'REQUEST_FAILED' } }] });
    expect(await applied).toBe('Request failed');
    expect(quantities(last())[0]).toEqual(['50', 2]);
  });

  it('settles overlapping changes together: the failed one rolls back, the later one stays', async () => {
    const { cart, last } = island();
    const first = cart.apply({ intent: 'update', productId: 50, variationId: 0, quantity: 5 });
    const second = cart.apply({ intent: 'remove', productId: 133, variationId: 0 });
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(quantities(last())).toEqual([['50', 5]]);
    // graphcache holds optimistic mutations' answers until all of them are in, then applies them at once.
    requests[0].answer(200, payload('updateCartLine', { cart: null, userErrors: [{ __typename: 'UserError', message: 'Only 4 in stock' }] }));
    requests[1].answer(200, payload('removeFromCart', { cart: cartOf(line('50', 12_000, 2)) }));
    expect(await first).toBe('Only 4 in stock');
    expect(await second).toBeNull();
    expect(quantities(last())).toEqual([['50', 2]]);
  });
});
