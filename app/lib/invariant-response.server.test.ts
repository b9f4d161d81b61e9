import { describe, expect, it } from 'vitest';
import { invariantFound as invariantFoundFromClient } from '~/graphql/client.server';
import { forbidden, invariantFound, invariantResponse, notFound } from './invariant-response.server';

/** Runs fn and gives back the Response it threw. */
function thrown(fn: () => unknown): Response {
  try {
    fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('HTTP error helpers for loaders and actions (issue 28)', () => {
  it('notFound makes a 404 with the message, "Not found" by default', async () => {
    expect(notFound().status).toBe(404);
    expect(await notFound().text()).toBe('Not found');
    expect(await notFound('Order not found').text()).toBe('Order not found');
  });

  it('forbidden makes a 403 with the message', async () => {
    const response = forbidden('Not one of your businesses');
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Not one of your businesses');
    expect(await forbidden().text()).toBe('Forbidden');
  });

  it('invariantFound returns a present value, falsy ones included', () => {
    const order = { id: '7' };
    expect(invariantFound(order, 'Order not found')).toBe(order);
    expect(invariantFound(0)).toBe(0);
    expect(invariantFound('')).toBe('');
    expect(invariantFound(false)).toBe(false);
  });

  it('invariantFound throws a 404 for null and undefined', async () => {
    const missing = thrown(() => invariantFound(null, 'Product not found'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Product not found');
    const absent = thrown(() => invariantFound(undefined));
    expect(absent.status).toBe(404);
    expect(await absent.text()).toBe('Not found');
  });

  it('the GraphQL client still exports the same invariantFound', () => {
    expect(invariantFoundFromClient).toBe(invariantFound);
  });

  it('invariantResponse passes on a truthy condition and throws otherwise, 400 by default', async () => {
    expect(() => invariantResponse(true, 'never')).not.toThrow();
    const bad = thrown(() => invariantResponse(false, 'Choose a store to follow'));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('Choose a store to follow');
  });

  it('invariantResponse takes the status, headers and a lazy message', async () => {
    let built = 0;
    const message = () => {
      built += 1;
      return 'Conversation not found';
    };
    invariantResponse(1, message, { status: 404 });
    expect(built).toBe(0);
    const response = thrown(() => invariantResponse(null, message, { status: 404, headers: { 'X-Reason': 'gone' } }));
    expect(built).toBe(1);
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Reason')).toBe('gone');
    expect(await response.text()).toBe('Conversation not found');
  });
});
