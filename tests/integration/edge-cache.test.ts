/** Edge caching (DESIGN §6): public reads are cached, anything with a user token never is. */
import { describe, expect, it } from 'vitest';
import { API } from './support/http';
import { SELF, settleWorkerTasks } from './support/worker';
import { loginAs, visit } from './support/session';

const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${API}${path}`, { headers });

describe('edge cache', () => {
  it('a second identical search is a cache hit', async () => {
    const path = `/products/sale-type?saleType[]=deals&per_page=5&page=${Date.now() % 1000}`;
    const first = await get(path);
    expect(first.headers.get('x-musika-cache')).toBe('MISS');
    const firstBody = await first.text();
    await settleWorkerTasks();
    const second = await get(path);
    expect(second.headers.get('x-musika-cache')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
  });

  it('caches the spec’s POST reads too (a product by slug)', async () => {
    const slug = ((await (await get('/products/sale-type?saleType=promoted&per_page=1')).json()) as { data: { load: { slug: string }[] } }).data
      .load[0].slug;
    const post = () => SELF.fetch(`${API}/product?slug=${slug}`, { method: 'POST' });
    await post();
    // The answer is stored after it is sent (waitUntil): wait for that, as a later visitor would come after it.
    await settleWorkerTasks();
    expect((await post()).headers.get('x-musika-cache')).toBe('HIT');
  });

  it('a logged-in request never is', async () => {
    const path = '/businesses?limit=3';
    await get(path);
    const withToken = await get(path, { authorization: 'Bearer some-user-token-value-that-is-long-enough-000' });
    expect(withToken.headers.get('x-musika-cache')).toBe('BYPASS');
  });

  it('never caches account calls', async () => {
    const me = await get('/me', { authorization: 'Bearer x' });
    expect(me.headers.get('x-musika-cache')).toBe('BYPASS');
    expect((await get('/me')).headers.get('x-musika-cache')).toBe('BYPASS');
  });
});

describe('page cache headers', () => {
  it('anonymous pages may be kept by shared caches and served stale while revalidating', async () => {
    const response = await visit('/category/electronics', {});
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('pages for a logged-in visitor are private and not stored', async () => {
    const { jar } = await loginAs('buyer');
    const response = await visit('/category/electronics', jar);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
