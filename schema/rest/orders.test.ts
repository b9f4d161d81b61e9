import { describe, expect, it } from 'vitest';
import {
  canTransition,
  createOrderBody,
  normalizePhone,
  ORDER_NUMBER_PATTERN,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderNumber,
  updateOrder,
} from './orders';

describe('order numbers', () => {
  it('are MSK- and 10000 + the order id', () => {
    expect(orderNumber(1)).toBe('MSK-10001');
    expect(orderNumber(42)).toBe('MSK-10042');
    expect(orderNumber(123456)).toBe('MSK-133456');
    for (const id of [1, 99, 89999, 90000, 1_000_000]) expect(orderNumber(id)).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('are unique per id', () => {
    const numbers = new Set(Array.from({ length: 5000 }, (_, i) => orderNumber(i + 1)));
    expect(numbers.size).toBe(5000);
  });
});

describe('order status transitions (WooCommerce)', () => {
  it('move a pending order on, but never a completed one back to pending', () => {
    expect(canTransition('pending', 'processing')).toBe(true);
    expect(canTransition('processing', 'completed')).toBe(true);
    expect(canTransition('completed', 'refunded')).toBe(true);
    expect(canTransition('completed', 'pending')).toBe(false);
    expect(canTransition('completed', 'processing')).toBe(false);
  });

  it('treat cancelled and refunded as final', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('cancelled', to)).toBe(false);
      expect(canTransition('refunded', to)).toBe(false);
    }
  });

  it('let a failed order be retried, and never list a status as its own transition', () => {
    expect(canTransition('failed', 'pending')).toBe(true);
    for (const from of ORDER_STATUSES) expect(ORDER_TRANSITIONS[from]).not.toContain(from);
    for (const from of ORDER_STATUSES) for (const to of ORDER_TRANSITIONS[from]) expect(ORDER_STATUSES).toContain(to);
  });
});

describe('the phone helper (spec §5)', () => {
  it('turns a leading 0 into 263 and drops a leading +', () => {
    expect(normalizePhone('0772146318')).toBe('263772146318');
    expect(normalizePhone('+263772146318')).toBe('263772146318');
    expect(normalizePhone('263772146318')).toBe('263772146318');
    expect(normalizePhone(' 077-214 (6318) ')).toBe('263772146318');
  });
});

describe('checkout body', () => {
  const valid = {
    idempotencyKey: '0b9f1c8e-5d2a-4f7e-9a61-3c2d1e0f9a88',
    contact: { name: 'Chiedza', phone: '0772 146 318' },
    fulfilment: 'collection',
    paymentMethod: 'cash_on_delivery',
    items: [{ product: 48, variation: {}, quantity: 1 }],
  };

  it('normalises the phone and the variation, and defaults notes', () => {
    const body = createOrderBody.parse(valid);
    expect(body.contact.phone).toBe('263772146318');
    expect(body.items[0]).toEqual({ product: 48, variation: 0, quantity: 1 });
    expect(body.notes).toBe('');
  });

  it('takes the variation as an id, 0, null, {} or {id}', () => {
    for (const [variation, id] of [
      [7, 7],
      [0, 0],
      [null, 0],
      [{}, 0],
      [{ id: 9 }, 9],
      [undefined, 0],
    ] as const) {
      expect(createOrderBody.parse({ ...valid, items: [{ product: 48, variation, quantity: 1 }] }).items[0].variation).toBe(id);
    }
  });

  it('needs an address for delivery', () => {
    const result = createOrderBody.safeParse({ ...valid, fulfilment: 'delivery' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['deliveryAddress'], message: 'A delivery address is required for delivery' });
  });

  it('pays on delivery, or now with EcoCash, OneMoney, InnBucks (a mobile money number required) or the Paynow page', () => {
    expect(createOrderBody.safeParse({ ...valid, paymentMethod: 'ecocash' }).success).toBe(false);
    expect(createOrderBody.safeParse({ ...valid, paymentMethod: 'ecocash', mobileMoneyNo: '0771111111' }).data).toMatchObject({
      mobileMoneyNo: '263771111111',
      currency: 'USD',
    });
    expect(createOrderBody.safeParse({ ...valid, paymentMethod: 'web', currency: 'ZWG' }).success).toBe(true);
    expect(createOrderBody.safeParse({ ...valid, paymentMethod: 'cheque' }).success).toBe(false);
  });

  it('an order entered by the store is paid on delivery or collection', () => {
    expect(createOrderBody.safeParse({ ...valid, bID: 4, paymentMethod: 'web' }).success).toBe(false);
  });
});

describe('order update body', () => {
  it('needs orderStatus or readStatus: true', () => {
    expect(updateOrder.body.safeParse({ bID: 4, orderID: 1 }).success).toBe(false);
    expect(updateOrder.body.safeParse({ bID: 4, orderID: 1, readStatus: true }).success).toBe(true);
    expect(updateOrder.body.safeParse({ bID: '4', orderID: '1', orderStatus: 'completed' }).data).toEqual({
      bID: 4,
      orderID: 1,
      orderStatus: 'completed',
    });
  });
});
