/**
 * The customers pages (/dashboard/all-customers/, /dashboard/customer-list/) and the CSV export: the active
 * business's customers with WhatsApp links, search, and formula-safe cells — never another business's.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { open, text, vendorWith } from './support/dashboard-pages';
import { loginAs, visit } from './support/session';
import { businesses } from './support/vendor-inbox';

const TIMEOUT = 30_000;
let ids: Awaited<ReturnType<typeof businesses>>;
beforeAll(async () => {
  await clearRateLimits();
  ids = await businesses();
});
beforeEach(clearRateLimits);

let serial = 0;
const freshLocal = () => `71${String(Date.now() % 1e6).padStart(6, '0')}${++serial % 10}`;

async function seedOrder(bID: number, phone: string, name: string, totalCents: number) {
  const number = `P-${crypto.randomUUID()}`;
  const at = new Date().toISOString();
  await env.DB.prepare(
    `insert into orders (number, checkout_id, idempotency_key, business_id, status, customer_name, customer_phone, fulfilment, delivery_address,
       subtotal_cents, total_cents, payment_method, created_at, updated_at)
     values (?, ?, ?, ?, 'completed', ?, ?, 'delivery', ?, ?, ?, 'cash_on_delivery', ?, ?)`,
  )
    .bind(
      number,
      number,
      number,
      bID,
      name,
      phone,
      JSON.stringify({ address1: '2 Test St', suburb: 'Belgravia', city: 'Harare' }),
      totalCents,
      totalCents,
      at,
      at,
    )
    .run();
}

describe('customers pages', () => {
  it(
    'all-customers lists the business customers with a WhatsApp link',
    async () => {
      const local = freshLocal();
      await seedOrder(ids.a, `0${local}`, `Farai Page${local}`, 4200);
      const jar = await vendorWith(ids.a);
      const html = await text(await open('/dashboard/all-customers/', jar));
      expect(html).toContain(`Farai Page${local}`);
      expect(html).toContain(`href="https://wa.me/263${local}"`);
      expect(html).toContain('$42.00');
    },
    TIMEOUT,
  );

  it(
    "customer-list searches by phone in any form; B's customer is never on A's pages",
    async () => {
      const local = freshLocal();
      await seedOrder(ids.a, `263${local}`, `Rudo A${local}`, 1000);
      await seedOrder(ids.b, `263${local}`, `Rudo B${local}`, 1000);
      const jar = await vendorWith(ids.a);
      const html = await text(await open(`/dashboard/customer-list/?term=${encodeURIComponent(`0${local}`)}`, jar));
      expect(html).toContain(`Rudo A${local}`);
      expect(html).not.toContain(`Rudo B${local}`);
      expect(html).toContain('1 customer matching');
    },
    TIMEOUT,
  );

  it(
    'the CSV export escapes cells and defuses formulas',
    async () => {
      const local = freshLocal();
      await seedOrder(ids.a, `263${local}`, `=HYPERLINK("http://evil.example","${local}")`, 999);
      const jar = await vendorWith(ids.a);
      await open('/dashboard/all-customers/', jar);
      const response = await visit(`/dashboard/customers/export.csv?term=${local}`, jar);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      expect(response.headers.get('cache-control')).toContain('no-store');
      const csv = await response.text();
      const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Name,Phone,City,Orders,Total spent,Currency,Last order,WhatsApp');
      expect(lines[1]).toMatch(new RegExp(`^"'=HYPERLINK\\(""http://evil.example"",""${local}""\\)",'\\+263${local},Harare,1,9\\.99,USD,`));
      expect(lines).toHaveLength(3);
    },
    TIMEOUT,
  );

  it('a buyer cannot open the customers pages or the export', async () => {
    const { jar } = await loginAs('buyer');
    for (const path of ['/dashboard/all-customers/', '/dashboard/customer-list/', '/dashboard/customers/export.csv']) {
      const response = await visit(path, jar);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/account');
    }
  });
});
