/**
 * Prices in USD and ZiG on the pages (issue #11): USD first, ZiG beside it at the seeded rate (26.80), on the
 * product page, the product cards and the cart. Needs a fresh `npm run build`.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { toZwgCents } from '../../schema/rest/zwg';
import { formatMoney, formatZig } from '../../app/lib/money';
import { page } from './support/http';

const SEEDED_RATE = 26_800_000;
/** The page text with tags and React's text separators removed. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

async function plainProduct() {
  return (await env.DB.prepare(
    "select slug, price_cents from products where kind = 'general' and status = 'publish' and regular_price_cents is null and price_cents > 0 order by id limit 1",
  ).first<{ slug: string; price_cents: number }>())!;
}

describe('prices show USD first and ZiG beside it', () => {
  it('the product page shows the ZiG price at the current rate after the USD price', async () => {
    const product = await plainProduct();
    const { status, html } = await page(`/product/${product.slug}/`);
    expect(status).toBe(200);
    const usd = formatMoney(product.price_cents);
    const zig = formatZig(toZwgCents(product.price_cents, SEEDED_RATE));
    expect(text(html)).toContain(`${usd} · ${zig}`);
  });

  it('product cards (a category page) show ZiG beside USD', async () => {
    const { html } = await page('/category/electronics');
    expect(html.match(/data-zig=""/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
    expect(text(html)).toMatch(/\$[\d,]+\.\d\d · ZiG [\d,]+\.\d\d/);
  });
});
