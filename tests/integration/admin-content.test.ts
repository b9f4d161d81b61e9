/**
 * Editors' content (issue 29, /admin/content/ REST): a new article is a draft nobody sees; publishing shows it on
 * the blog at once (the edge-cached page is retired by the purge) and unpublishing takes it away; repeated and
 * concurrent actions give one outcome and one audit entry; slugs are unique, made from the title, fixed once
 * published; content is allow-listed HTML; field errors quote the contract; the lists read through an index.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../backend/db/client';
import { pagesListQuery } from '../../backend/content/admin-pages-queries';
import { postsListQuery } from '../../backend/content/admin-posts-queries';
import { ADMIN_CONTENT_MESSAGES as M } from '../../schema/rest/admin-content';
import { call, clearRateLimits } from './support/accounts';
import { page } from './support/http';
import { operatorLogin, type OperatorLogin } from './support/operators';
import { settleWorkerTasks } from './support/worker';

let editor: OperatorLogin;
beforeAll(async () => {
  await clearRateLimits();
  editor = await operatorLogin('editor');
});

const as = (op: OperatorLogin, method: string, path: string, body?: unknown) =>
  call(method, `/admin/content${path}`, { token: op.token, now: op.now, body });
const ed = (method: string, path: string, body?: unknown) => as(editor, method, path, body);
const article = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: `About ${title}`,
  content: `<p>${title} body</p>`,
  categoryId: 1,
  ...extra,
});
const auditCount = (action: string, id: number, type = 'post') =>
  env.DB.prepare('select count(*) as n from operator_audit_log where action = ? and object_type = ? and object_id = ?')
    .bind(action, type, String(id))
    .first<number>('n');

/** An anonymous read of a page twice: the second comes from the edge page cache. */
async function cachedPage(path: string) {
  await page(path);
  await settleWorkerTasks();
  const again = await page(path);
  expect(again.headers.get('x-musika-cache')).toBe('HIT');
  return again.html;
}

describe('publishing a new article', () => {
  it('is a draft nobody sees, public on the blog at once when published, gone when unpublished; audit-logged', async () => {
    const title = `Paying school fees with EcoCash ${Date.now()}`;
    expect(await cachedPage('/blog')).not.toContain(title);
    const made = await ed('POST', '/post', article(title));
    expect(made.status, made.json.message).toBe(201);
    const item = made.json.data.item;
    expect(item).toMatchObject({ kind: 'post', status: 'draft', slugLocked: false, revision: 1, categoryName: 'Buying guides' });
    expect(item.slug).toBe(title.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    expect((await call('GET', `/post?slug=${item.slug}&postType=post`)).status).toBe(404);
    expect((await page(`/blog/article/${item.slug}`)).status).toBe(404);
    expect(await auditCount('content.created', item.id)).toBe(1);

    const published = await ed('POST', `/post/${item.id}/publish`);
    expect(published.status, published.json.message).toBe(200);
    expect(published.json.data.item).toMatchObject({ status: 'published', slugLocked: true });
    const blog = await page('/blog');
    expect(blog.headers.get('x-musika-cache')).toBe('MISS');
    expect(blog.html).toContain(title);
    const post = await page(`/blog/article/${item.slug}`);
    expect(post.status).toBe(200);
    expect(post.html).toContain(`${title} body`);
    expect(await auditCount('content.published', item.id)).toBe(1);

    const again = await ed('POST', `/post/${item.id}/publish`);
    expect([again.status, again.json.message]).toEqual([409, M.alreadyPublished]);
    expect(await auditCount('content.published', item.id)).toBe(1);

    await cachedPage('/blog');
    const unpublished = await ed('POST', `/post/${item.id}/unpublish`);
    expect(unpublished.status, unpublished.json.message).toBe(200);
    expect((await page('/blog')).html).not.toContain(title);
    expect((await page(`/blog/article/${item.slug}`)).status).toBe(404);
    expect((await ed('POST', `/post/${item.id}/unpublish`)).json.message).toBe(M.alreadyDraft);
    expect(await auditCount('content.unpublished', item.id)).toBe(1);
  });

  it('two editors publishing at once: one outcome, one audit entry', async () => {
    const made = (await ed('POST', '/video', article(`Race video ${Date.now()}`, { videoUrl: 'https://www.youtube-nocookie.com/embed/abcdefGHIJ1' })))
      .json.data.item;
    const admin = await operatorLogin('admin');
    const both = await Promise.all([ed('POST', `/video/${made.id}/publish`), as(admin, 'POST', `/video/${made.id}/publish`)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditCount('content.published', made.id)).toBe(1);
  });
});

describe('editing', () => {
  it('saves on its revision; the same save again changes nothing; a stale or concurrent save is refused', async () => {
    const made = (await ed('POST', '/faq', { title: `How do refunds work ${Date.now()}?`, content: '<p>Ask the store.</p>', categoryId: 4 })).json
      .data.item;
    const edit = { title: made.title, content: '<p>Ask the store, then Musika.</p>', categoryId: 4, position: 3, revision: 1 };
    const saved = await ed('PUT', `/faq/${made.id}`, edit);
    expect(saved.status, saved.json.message).toBe(200);
    expect(saved.json.data).toMatchObject({ changed: true, item: { revision: 2, position: 3, content: '<p>Ask the store, then Musika.</p>' } });
    const same = await ed('PUT', `/faq/${made.id}`, edit);
    expect(same.json.data).toMatchObject({ changed: false, item: { revision: 2 } });
    expect(await auditCount('content.updated', made.id)).toBe(1);
    const stale = await ed('PUT', `/faq/${made.id}`, { ...edit, content: '<p>Older tab</p>' });
    expect([stale.status, stale.json.message]).toEqual([409, M.stale]);

    const admin = await operatorLogin('admin');
    const both = await Promise.all([
      ed('PUT', `/faq/${made.id}`, { ...edit, content: '<p>Mine</p>', revision: 2 }),
      as(admin, 'PUT', `/faq/${made.id}`, { ...edit, content: '<p>Theirs</p>', revision: 2 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditCount('content.updated', made.id)).toBe(2);
  });

  it('an edit of a published page shows at once through the edge cache', async () => {
    const made = (await ed('POST', '/page', { title: 'Delivery zones', slug: `delivery-zones-${Date.now()}`, content: '<p>Harare only.</p>' })).json
      .data.item;
    await ed('POST', `/page/${made.id}/publish`);
    const read = () => call('GET', `/pages?slug=${made.slug}`);
    await read();
    await settleWorkerTasks();
    expect((await read()).headers.get('x-musika-cache')).toBe('HIT');
    const saved = await ed('PUT', `/page/${made.id}`, { title: 'Delivery zones', content: '<p>Harare and Bulawayo.</p>', revision: 2 });
    expect(saved.status, saved.json.message).toBe(200);
    const after = await read();
    expect(after.headers.get('x-musika-cache')).toBe('MISS');
    expect(after.json.data.page.content).toBe('<p>Harare and Bulawayo.</p>');
    expect(await auditCount('content.updated', made.id, 'page')).toBe(1);
  });
});

describe('slugs and content', () => {
  it('makes slugs from titles, numbers a taken one, refuses taken, reserved and (once published) changed ones', async () => {
    const title = `Selling tyres in Mutare ${Date.now()}`;
    const first = (await ed('POST', '/post', article(title))).json.data.item;
    const second = (await ed('POST', '/post', article(title))).json.data.item;
    expect(second.slug).toBe(`${first.slug}-2`);
    const taken = await ed('POST', '/post', article('Another', { slug: first.slug }));
    expect([taken.status, taken.json.message]).toEqual([400, `slug: ${M.slugTaken}`]);
    const bad = await ed('POST', '/post', article('Another', { slug: 'Not a slug!' }));
    expect(bad.json.message).toBe(`slug: ${M.slug}`);
    const reserved = await ed('POST', '/page', { title: 'Blog', slug: 'blog', content: '<p>x</p>' });
    expect(reserved.json.message).toBe(`slug: ${M.slugReserved}`);
    const generated = (await ed('POST', '/page', { title: 'Login', content: '<p>x</p>' })).json.data.item;
    expect(generated.slug).toBe('login-2');

    const renamed = await ed('PUT', `/post/${first.id}`, { ...article(title), slug: `${first.slug}-new`, revision: 1 });
    expect(renamed.json.data.item.slug).toBe(`${first.slug}-new`);
    await ed('POST', `/post/${first.id}/publish`);
    const locked = await ed('PUT', `/post/${first.id}`, { ...article(title), slug: 'something-else', revision: 3 });
    expect([locked.status, locked.json.message]).toEqual([400, `slug: ${M.slugLocked}`]);
  });

  it('keeps only allow-listed HTML; a preview answers the rendered item and writes nothing', async () => {
    const before = await env.DB.prepare('select count(*) as n from posts').first<number>('n');
    const dirty = '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script><img src="/a.png" onerror="x()">';
    const preview = await ed('POST', '/post/preview', article('Préview café', { content: dirty }));
    expect(preview.status, preview.json.message).toBe(200);
    expect(preview.json.data.preview).toMatchObject({
      slug: 'preview-cafe',
      content: '<p>Hi <a>there</a></p><img src="/a.png">',
      categoryName: 'Buying guides',
    });
    expect(await env.DB.prepare('select count(*) as n from posts').first<number>('n')).toBe(before);
    const made = (await ed('POST', '/post', article(`Clean ${Date.now()}`, { content: dirty }))).json.data.item;
    expect(await env.DB.prepare('select content from posts where id = ?').bind(made.id).first('content')).toBe(
      '<p>Hi <a>there</a></p><img src="/a.png">',
    );
  });

  it('answers field messages from the contract and writes nothing', async () => {
    const before = await env.DB.prepare('select count(*) as n from operator_audit_log').first<number>('n');
    const cases: [string, unknown, string][] = [
      ['/post', article(''), `title: ${M.title}`],
      ['/post', article('x', { content: '<script>alert(1)</script>' }), `content: ${M.content}`],
      ['/post', article('x', { categoryId: 4 }), `categoryId: ${M.category}`],
      ['/video', article('x'), `videoUrl: ${M.videoUrl}`],
      ['/video', article('x', { videoUrl: 'https://evil.example/embed/x' }), `videoUrl: ${M.videoUrl}`],
      ['/post', article('x', { image: 'javascript:alert(1)' }), `image: ${M.image}`],
      ['/faq', { title: 'x', content: '<p>x</p>', position: -1 }, `position: ${M.position}`],
    ];
    for (const [path, body, message] of cases) {
      const answer = await ed('POST', path, body);
      expect([answer.status, answer.json.message]).toEqual([400, message]);
    }
    expect((await ed('POST', '/nope', article('x'))).json.message).toBe(M.kind);
    expect((await ed('GET', '/post/999999')).status).toBe(404);
    expect((await ed('PUT', '/post/999999', { ...article('x'), revision: 1 })).status).toBe(404);
    expect((await ed('PUT', '/post/1', article('x'))).json.message).toBe(`revision: ${M.revision}`);
    expect(await env.DB.prepare('select count(*) as n from operator_audit_log').first<number>('n')).toBe(before);
  });
});

describe('the editors’ list', () => {
  it('pages a kind by status and search, and refuses other roles', async () => {
    const tag = `zzlist${Date.now()}`;
    const made = (await ed('POST', '/post', article(`Draft ${tag}`))).json.data.item;
    const list = (q: string) => ed('GET', `?${q}`);
    const drafts = await list(`kind=post&status=draft&search=${tag}`);
    expect(drafts.status, drafts.json.message).toBe(200);
    expect(drafts.json.data.load.map((i: { id: number }) => i.id)).toEqual([made.id]);
    expect((await list(`kind=post&status=published&search=${tag}`)).json.data.pageInfo.total).toBe(0);
    expect((await list('kind=faq&per_page=5')).json.data.pageInfo).toMatchObject({ perPage: 5, total: expect.any(Number) });
    expect((await list('kind=page&status=published')).json.data.load.length).toBeGreaterThan(0);
    expect((await ed('GET', '/categories?kind=faq')).json.data.load.map((c: { name: string }) => c.name)).toContain('Buying');
    const moderator = await operatorLogin('moderator');
    expect((await as(moderator, 'GET', '')).status).toBe(403);
    expect((await as(moderator, 'POST', '/post', article('x'))).status).toBe(403);
  });

  it('EXPLAIN QUERY PLAN: the lists read posts and pages through an index', async () => {
    const db = createDb(env.DB);
    for (const status of ['all', 'draft', 'published'] as const) {
      const list = { status, search: 'x', page: 1, perPage: 20 };
      const posts = postsListQuery(db, 'post', list).rows.toSQL();
      const postsPlan = (await plan(posts.sql, posts.params)).join('\n');
      expect(postsPlan).toMatch(/SEARCH posts USING INDEX posts_type_(updated|status_published)_idx/);
      expect(postsPlan).not.toMatch(/SCAN posts\b(?! USING)/);
      const pages = pagesListQuery(db, list).rows.toSQL();
      expect((await plan(pages.sql, pages.params)).join('\n')).toMatch(/SCAN pages USING INDEX pages_updated_idx/);
    }
  });
});

async function plan(query: string, binds: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`explain query plan ${query}`)
    .bind(...binds)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}
