/**
 * The dashboard's "where your buyers are" table names an order without a city 'Unknown' (the rollups store that
 * word, migration 0013): the reader sees it in their language (issue 33 §3), a real city stays as written.
 */
import { env } from 'cloudflare:test';
import { beforeAll, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { businessId } from './support/buying';
import { vendorJar } from './support/page-words';
import { visit } from './support/session';

let jar: Record<string, string>;
beforeAll(async () => {
  await clearRateLimits();
  jar = await vendorJar('/dashboard/');
  const now = new Date().toISOString();
  // An order whose stored address is not JSON: the rollup trigger counts it under 'Unknown' (analytics-rollups.test.ts).
  await env.DB.prepare(
    `insert into orders (number, checkout_id, idempotency_key, business_id, customer_name, customer_phone, fulfilment, delivery_address,
       subtotal_cents, total_cents, payment_method, created_at, updated_at)
     values ('MSK-CITY-UNKNOWN', 'x', 'x', ?, 'T', '+263771234567', 'delivery', '{oops', 100, 100, 'cod', ?, ?)`,
  )
    .bind(await businessId('borrowdale-digital'), now, now)
    .run();
}, 60_000);

/** The cities table's row headers. */
const cities = async (lang: string) => {
  const html = await (await visit('/dashboard/?range=7d', { ...jar, lang })).text();
  const table = /<table[^>]*data-testid="cities-table"[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  return [...table.matchAll(/<th scope="row"[^>]*>([^<]*)/g)].map((m) => m[1].trim());
};

it.each([
  ['sn', 'Hazvizivikanwe'],
  ['nd', 'Akwaziwa'],
  ['en', 'Unknown'],
])('%s: the city of an order without one reads "%s"', async (lang, unknown) => {
  const rows = await cities(lang);
  expect(rows).toContain(unknown);
  if (lang !== 'en') expect(rows).not.toContain('Unknown');
});
