/**
 * The orders pages of the dashboard (server-rendered, no JavaScript): lists with filters, the order page
 * (marks read, WhatsApp and call links, status form with its own messages), create order, the CSV export,
 * and that a vendor never reaches another business's orders through them.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { businessId, buyerToken, checkout, P, placeOrder, product } from './support/buying';
import { loginAs, visit } from './support/session';

const T = 60_000;
let buyer: string;
let jar: Record<string, string>;
beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  buyer = await buyerToken();
  ({ jar } = await loginAs('vendor', '/dashboard/'));
  // The vendor runs Eastlea Fashion House and Borrowdale Digital; the first visit makes Eastlea (the first)
  // active, then these tests switch to Borrowdale.
  await visit('/dashboard/', jar);
  const switched = await visit('/dashboard/switch-business', jar, {
    method: 'POST',
    body: new URLSearchParams({ businessId: String(await businessId('borrowdale-digital')), redirectTo: '/dashboard/orders/' }),
  });
  if (switched.status !== 302) throw new Error(`switching business answered ${switched.status}`);
}, T);

async function order(productId: number = P.jbl, contact?: object) {
  const { status, json } = await placeOrder(
    checkout({ items: [{ product: productId, variation: 0, quantity: 1 }], ...(contact ? { contact } : {}) }),
    buyer,
  );
  if (status !== 201) throw new Error(`checkout answered ${status}: ${json.message}`);
  return json.data.orders[0] as { id: number; number: string };
}
const post = (path: string, fields: Record<string, string>) => visit(path, jar, { method: 'POST', body: new URLSearchParams(fields) });

describe('orders pages', { timeout: T }, () => {
  it('all and new orders list the business’s orders, filtered by a GET form', async () => {
    const fresh = await order();
    const all = await visit(`/dashboard/orders/?search=${fresh.number}`, jar);
    expect(all.status).toBe(200);
    const html = await all.text();
    expect(html).toContain(fresh.number);
    // Each row says how the order is paid: a cash order reads as its method until the store completes it.
    expect(html).toMatch(/data-testid="order-row-payment">Pay on delivery or collection</);
    expect(html).toContain('method="get"');
    expect(html).toMatch(/data-testid="new-order-count">\d+ new</);
    expect(await (await visit('/dashboard/orders/new-orders/', jar)).text()).toContain(fresh.number);
    const bad = await (await visit('/dashboard/orders/?from=2031-02-30&search=keep-me', jar)).text();
    expect(bad).toContain('From is not a real date');
    expect(bad).toContain('value="keep-me"');
  });

  it('opening an order marks it read and shows the customer’s WhatsApp and call links', async () => {
    const fresh = await order();
    for (const path of [`/dashboard/order/${fresh.id}/`, `/dashboard/orders/${fresh.id}/`]) {
      const page = await visit(path, jar);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`Order ${fresh.number}`);
      expect(html).toContain('href="https://wa.me/263772146318');
      expect(html).toContain('href="tel:+263772146318"');
    }
    const row = await env.DB.prepare('select read_by_vendor r from orders where id = ?').bind(fresh.id).first<{ r: number }>();
    expect(row!.r).toBe(1);
  });

  it('the status form offers only allowed moves and shows its own success or failure message', async () => {
    const fresh = await order();
    const path = `/dashboard/order/${fresh.id}/`;
    const moved = await post(path, { intent: 'status', status: 'PROCESSING' });
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain('Order moved to Processing. The customer has been told.');
    await post(path, { intent: 'status', status: 'COMPLETED' });
    const page = await (await visit(path, jar)).text();
    expect(page).toContain('value="REFUNDED"');
    expect(page).not.toContain('value="PENDING"');
    const refused = await (await post(path, { intent: 'status', status: 'PENDING' })).text();
    expect(refused).toContain('An order that is completed cannot be changed to pending');
    expect(await (await post(path, { intent: 'status', status: 'SHIPPED' })).text()).toContain('Choose the status to move the order to');
  });

  it('create order: products of this business with quantities, the customer and collection; stock taken', async () => {
    const form = await (await visit('/dashboard/orders/create-order/', jar)).text();
    expect(form).toContain(`name="qty:${P.jbl}:0"`);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(form)![1];
    const start = (await product(P.jbl)).stock_quantity as number;
    const fields = {
      idempotencyKey: key,
      name: 'Rudo WhatsApp-Order',
      phone: '77 333 4444',
      email: '',
      fulfilment: 'collection',
      address1: '',
      suburb: '',
      city: '',
      notes: 'Collects Friday',
    };
    const missing = await (await post('/dashboard/orders/create-order/', { ...fields, phone: '12' })).text();
    expect(missing).toContain('Enter a Zimbabwean number: +263 followed by 9 digits');
    expect(missing).toContain('value="Rudo WhatsApp-Order"');
    expect(await (await post('/dashboard/orders/create-order/', fields)).text()).toContain('Choose at least one product');
    const foreign = await (await post('/dashboard/orders/create-order/', { ...fields, [`qty:${P.fertiliser}:0`]: '1' })).text();
    expect(foreign).toContain('is not a product of this business');
    const made = await post('/dashboard/orders/create-order/', { ...fields, [`qty:${P.jbl}:0`]: '2' });
    expect(made.status).toBe(302);
    expect(made.headers.get('location')).toMatch(/^\/dashboard\/order\/\d+\/\?created=1$/);
    expect((await product(P.jbl)).stock_quantity).toBe(start - 2);
    const created = await (await visit(made.headers.get('location')!, jar)).text();
    expect(created).toContain('Rudo WhatsApp-Order');
    expect(created).toContain('href="tel:+263773334444"');
  });

  it('streams every order in keyset chunks, ties on the time included once (issue 30: no cut at 5,000 rows, no page depth)', async () => {
    // 250 more orders (three chunks of 100), 120 of them placed in the same second: the cursor breaks ties by id.
    await env.DB.prepare(
      `insert into orders (id, number, checkout_id, idempotency_key, business_id, status, customer_name, customer_phone, fulfilment,
         subtotal_cents, total_cents, payment_method, read_by_vendor, created_at, updated_at)
       with recursive k(n) as (select 1 union all select n + 1 from k where n < 250)
       select 800000 + n, 'MSK-' || (810000 + n), 'stream-' || n, 'stream-' || n, 4, 'completed', 'Stream Buyer ' || n, '263771000' || printf('%03d', n),
              'collection', 1000, 1000, 'cash_on_delivery', 1, iif(n <= 120, '2026-11-01T10:00:00.000Z', strftime('%Y-%m-%dT%H:%M:%fZ', '2026-10-01', '+' || n || ' minutes')),
              '2026-11-01T10:00:00.000Z'
       from k`,
    ).run();
    const res = await visit('/dashboard/orders/export.csv', jar);
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const { n } = (await env.DB.prepare('select count(*) as n from orders where business_id = 4').first<{ n: number }>())!;
    expect(n).toBeGreaterThan(250);
    const numbers = lines.slice(1).map((l) => l.split(',')[0]);
    expect(numbers).toHaveLength(n);
    expect(new Set(numbers).size).toBe(n);
    // Newest first, as the list: the tied second's orders by id, newest id first.
    const tied = numbers.filter((x) => /^MSK-810(0\d\d|1[01]\d|120)$/.test(x));
    expect(tied).toHaveLength(120);
    expect(tied).toEqual([...tied].sort().reverse());
  });

  it('exports the filtered orders as CSV, escaped and formula-proof', async () => {
    const hostile = await order(P.jbl, { name: '=HYPERLINK("http://evil.example","x"), Esq', phone: '0772146318', email: '' });
    const res = await visit(`/dashboard/orders/export.csv?search=${hostile.number}`, jar);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order,Placed (CAT),Status,Customer,Phone,Email,Fulfilment,Address,Items,Subtotal,Delivery,Total,Currency,Payment,Payment status',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${hostile.number},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x""), Esq"`);
    expect(lines[1]).toContain(",'+263772146318,");
    expect(lines[1]).toContain('"14 Fife Avenue, Avenues, Harare"');
    expect(lines[1]).toContain('1 × JBL Flip 6 Bluetooth Speaker');
    expect((await visit('/dashboard/orders/export.csv?from=nope', jar)).status).toBe(400);
  });

  it('prints an invoice and a packing slip: the store, the customer, the lines and totals, a box per line', async () => {
    const fresh = await order();
    expect(await (await visit(`/dashboard/order/${fresh.id}/`, jar)).text()).toContain(`href="/dashboard/order/${fresh.id}/invoice"`);
    const page = await visit(`/dashboard/order/${fresh.id}/invoice`, jar);
    expect(page.status).toBe(200);
    const html = (await page.text()).replaceAll('<!-- -->', '');
    expect(html).toContain(`aria-label="Invoice ${fresh.number}"`);
    expect(html).toContain(`aria-label="Packing slip ${fresh.number}"`);
    expect(html).toContain('<strong>Borrowdale Digital</strong>');
    expect(html).toContain('+263 77 214 6318');
    const { name, price_cents } = (await product(P.jbl)) as { name: string; price_cents: number };
    expect(html.match(new RegExp(`<td>${name}</td>`, 'g'))).toHaveLength(2);
    expect(html).toContain(`$${(price_cents / 100).toFixed(2)}`);
    expect(html).toMatch(/<th scope="row" colSpan="3">Total<\/th>/i);
  });

  it('a vendor never reaches another business’s orders: not opened, updated, exported', async () => {
    const theirs = await order(P.fertiliser);
    expect((await visit(`/dashboard/order/${theirs.id}/invoice`, jar)).status).toBe(404);
    expect((await visit(`/dashboard/order/${theirs.id}/`, jar)).status).toBe(404);
    expect((await visit(`/dashboard/orders/${theirs.id}/`, jar)).status).toBe(404);
    expect((await post(`/dashboard/order/${theirs.id}/`, { intent: 'status', status: 'CANCELLED' })).status).toBe(404);
    const csv = await (await visit(`/dashboard/orders/export.csv?search=${theirs.number}`, jar)).text();
    expect(csv).not.toContain(theirs.number);
    expect(await (await visit(`/dashboard/orders/?search=${theirs.number}`, jar)).text()).not.toContain(`>${theirs.number}<`);
    const status = await env.DB.prepare('select status from orders where id = ?').bind(theirs.id).first<{ status: string }>();
    expect(status!.status).toBe('pending');
    // A buyer has no dashboard.
    const { jar: buyerJar } = await loginAs('buyer');
    expect((await visit('/dashboard/orders/', buyerJar)).status).toBe(302);
    expect((await visit('/dashboard/orders/export.csv', buyerJar)).status).toBe(302);
  });
});
