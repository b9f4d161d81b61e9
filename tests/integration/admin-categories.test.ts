/**
 * Editors changing categories (issue 29, /admin/categories/): a rename shows at once in the (edge-cached) category
 * menu and category read, and the old slug keeps answering with the new one (the page redirects for good); a
 * reorder and a move show in the menu; field errors are exact; a repeat changes nothing and says so; two editors at
 * once → one outcome and one audit entry; moving under oneself or a descendant is refused.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '../../schema/rest/admin-categories';
import { call, clearRateLimits } from './support/accounts';
import { page } from './support/http';
import { operatorLogin, type OperatorLogin } from './support/operators';
import { settleWorkerTasks } from './support/worker';

// Seeded (scripts/seed/categories.mjs): Hats (8) holds Caps (45), Bucket Hats (46), Sun Hats (47), Beanies (48);
// Clothing & Apparel (7) has attributes of its own; Men's Clothing (41) is one of its children.
const HATS = 8;
const CAPS = 45;
const BUCKET_HATS = 46;
const BEANIES = 48;
const CLOTHING = 7;
const MENS = 41;

const snapshot = () =>
  env.DB.prepare('select id, slug, name, parent_id, menu_order from product_categories where id in (7, 8, 41, 45, 46, 47, 48)').all<{
    id: number;
    slug: string;
    name: string;
    parent_id: number | null;
    menu_order: number;
  }>();
let seeded: Awaited<ReturnType<typeof snapshot>>['results'];
let editor: OperatorLogin;

beforeEach(async () => {
  await clearRateLimits();
  seeded ??= (await snapshot()).results;
  editor = await operatorLogin('editor');
});

afterAll(async () => {
  // Other files of the shard read the seeded tree: put it back as it was.
  await env.DB.batch([
    ...seeded.map((c) =>
      env.DB.prepare('update product_categories set slug = ?, name = ?, parent_id = ?, menu_order = ? where id = ?').bind(
        c.slug,
        c.name,
        c.parent_id,
        c.menu_order,
        c.id,
      ),
    ),
    env.DB.prepare('delete from category_slug_redirects where category_id in (7, 8, 41, 45, 46, 47, 48)'),
    env.DB.prepare("delete from product_categories where slug like 'it-%'"),
    env.DB.prepare("delete from business_categories where slug like 'it-%'"),
  ]);
});

const post = (op: OperatorLogin, path: string, body: unknown) => call('POST', `/admin/categories${path}`, { token: op.token, now: op.now, body });

/** The anonymous, edge-cached menu: Hats' subitems in order. */
async function hatsMenu(): Promise<string[]> {
  const menu = await call('POST', '/category/menu');
  await settleWorkerTasks();
  const hats = (menu.json.data.categoriesMenu as { ID: number; subitems: { title: string }[] }[]).find((g) => g.ID === HATS);
  return hats?.subitems.map((s) => s.title) ?? [];
}

const auditCount = (action: string, id: number) =>
  env.DB.prepare('select count(*) as n from operator_audit_log where action = ? and object_id = ?').bind(action, String(id)).first<number>('n');

describe('renaming a category', () => {
  it('shows in the menu at once, the old slug answers the new one and the old page redirects for good; audit-logged', async () => {
    expect(await hatsMenu()).toContain('Beanies');
    const renamed = await post(editor, `/product/${BEANIES}/rename`, { name: 'Knit Beanies', slug: '' });
    expect(renamed.status, renamed.json.message).toBe(200);
    expect(renamed.json.data).toMatchObject({ changed: true, category: { name: 'Knit Beanies', slug: 'knit-beanies' } });
    expect(renamed.headers.get('x-musika-purge')).toBeNull(); // the Worker consumed it (generation bump)

    expect(await hatsMenu()).toContain('Knit Beanies');
    const byOld = await call('GET', '/categories?slug=beanies');
    expect(byOld.status, byOld.json.message).toBe(200);
    expect(byOld.json.data.category).toMatchObject({ id: BEANIES, slug: 'knit-beanies' });
    const oldPage = await page('/category/beanies?page=1');
    expect(oldPage.status).toBe(301);
    expect(oldPage.headers.get('location')).toBe('/category/knit-beanies?page=1');
    expect(oldPage.headers.get('cache-control')).toBe('no-store');
    expect((await page('/category/knit-beanies')).status).toBe(200);
    expect(await auditCount('category.renamed', BEANIES)).toBe(1);

    const again = await post(editor, `/product/${BEANIES}/rename`, { name: 'Knit Beanies', slug: 'knit-beanies' });
    expect([again.status, again.json.data.changed]).toEqual([200, false]);
    expect(await auditCount('category.renamed', BEANIES)).toBe(1);

    // Renaming back takes the old slug up again: it is live, no longer a redirect.
    const back = await post(editor, `/product/${BEANIES}/rename`, { name: 'Beanies', slug: 'beanies' });
    expect(back.json.data.category.slug).toBe('beanies');
    const redirects = await env.DB.prepare('select old_slug from category_slug_redirects where category_id = ?').bind(BEANIES).all();
    expect(redirects.results).toEqual([{ old_slug: 'knit-beanies' }]);
    expect((await page('/category/knit-beanies')).headers.get('location')).toBe('/category/beanies');
  });

  it('answers exact field messages and writes nothing', async () => {
    const empty = await post(editor, `/product/${CAPS}/rename`, { name: ' ' });
    expect([empty.status, empty.json.message]).toEqual([400, `name: ${CATEGORY_MESSAGES.name}`]);
    const taken = await post(editor, `/product/${CAPS}/rename`, { name: 'Caps', slug: 'bucket-hats' });
    expect([taken.status, taken.json.message]).toEqual([400, `slug: ${CATEGORY_MESSAGES.slugTaken('Bucket Hats')}`]);
    const bad = await post(editor, `/product/${CAPS}/rename`, { name: 'Caps', slug: 'Not a slug!' });
    expect([bad.status, bad.json.message]).toEqual([400, `slug: ${CATEGORY_MESSAGES.slug}`]);
    expect((await post(editor, '/product/999999/rename', { name: 'Nothing' })).status).toBe(404);
    expect((await post(editor, `/nope/${CAPS}/rename`, { name: 'Nothing' })).status).toBe(404);
    expect(await env.DB.prepare('select slug from product_categories where id = ?').bind(CAPS).first('slug')).toBe('caps');
    expect(await auditCount('category.renamed', CAPS)).toBe(0);
  });

  it('two editors at once: one outcome, one audit entry', async () => {
    const admin = await operatorLogin('admin');
    // Both forms showed the same version of the category.
    const version = Number(await env.DB.prepare('select version from product_categories where id = ?').bind(CAPS).first('version'));
    const both = await Promise.all([
      post(editor, `/product/${CAPS}/rename`, { name: 'Peak Caps', slug: 'peak-caps', version }),
      post(admin, `/product/${CAPS}/rename`, { name: 'Baseball Caps', slug: 'baseball-caps', version }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.json.message).toBe(CATEGORY_MESSAGES.changedMeanwhile);
    expect(await auditCount('category.renamed', CAPS)).toBe(1);
    const winner = both.find((r) => r.status === 200)!.json.data.category.slug;
    expect(await env.DB.prepare('select slug from product_categories where id = ?').bind(CAPS).first('slug')).toBe(winner);
    await post(editor, `/product/${CAPS}/rename`, { name: 'Caps', slug: 'caps' });
  });
});

describe('reordering and moving', () => {
  it('moves a category up among its siblings; the menu follows; a repeat changes nothing', async () => {
    expect((await hatsMenu()).slice(0, 2)).toEqual(['Caps', 'Bucket Hats']);
    const up = await post(editor, `/product/${BUCKET_HATS}/position`, { position: 0 });
    expect(up.status, up.json.message).toBe(200);
    expect(up.json.data).toMatchObject({ changed: true, category: { position: 0, siblings: 4 } });
    expect((await hatsMenu()).slice(0, 2)).toEqual(['Bucket Hats', 'Caps']);
    const again = await post(editor, `/product/${BUCKET_HATS}/position`, { position: 0 });
    expect(again.json.data.changed).toBe(false);
    const bad = await post(editor, `/product/${BUCKET_HATS}/position`, { position: -1 });
    expect([bad.status, bad.json.message]).toEqual([400, `position: ${CATEGORY_MESSAGES.position}`]);
    expect(await auditCount('category.reordered', BUCKET_HATS)).toBe(1);
  });

  it('two editors moving the same category at once: one change, one audit entry', async () => {
    const admin = await operatorLogin('admin');
    const both = await Promise.all([
      post(editor, `/product/${CAPS}/position`, { position: 3 }),
      post(admin, `/product/${CAPS}/position`, { position: 3 }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.json.data.changed).sort()).toEqual([false, true]);
    expect(await auditCount('category.reordered', CAPS)).toBe(1);
    const order = await env.DB.prepare('select id from product_categories where parent_id = ? order by menu_order, name')
      .bind(HATS)
      .all<{ id: number }>();
    expect(order.results.map((r) => r.id).at(-1)).toBe(CAPS);
  });

  it('moves a category under another parent, refusing itself and its descendants', async () => {
    const self = await post(editor, `/product/${CLOTHING}/move`, { parentId: CLOTHING });
    expect([self.status, self.json.message]).toEqual([400, `parentId: ${CATEGORY_MESSAGES.cycle}`]);
    const below = await post(editor, `/product/${HATS}/move`, { parentId: BEANIES });
    expect([below.status, below.json.message]).toEqual([400, `parentId: ${CATEGORY_MESSAGES.cycle}`]);
    const withAttributes = await post(editor, `/product/${HATS}/move`, { parentId: CLOTHING });
    expect([withAttributes.status, withAttributes.json.message]).toEqual([400, `parentId: ${CATEGORY_MESSAGES.hasAttributes}`]);
    const missing = await post(editor, `/product/${MENS}/move`, { parentId: 999_999 });
    expect(missing.json.message).toBe(`parentId: ${CATEGORY_MESSAGES.parent}`);

    const moved = await post(editor, `/product/${MENS}/move`, { parentId: HATS });
    expect(moved.status, moved.json.message).toBe(200);
    expect(moved.json.data.category).toMatchObject({ parentId: HATS, depth: 1, position: 4, siblings: 5 });
    expect((await hatsMenu()).at(-1)).toBe("Men's Clothing");
    expect((await post(editor, `/product/${MENS}/move`, { parentId: HATS })).json.data.changed).toBe(false);
    expect((await post(editor, `/product/${MENS}/move`, { parentId: CLOTHING })).json.data.changed).toBe(true);
  });

  it('two editors making a cycle from both ends: one move lands, the other is refused', async () => {
    const [a, b] = await Promise.all([
      post(editor, '/product', { name: 'IT Cycle A', slug: 'it-cycle-a' }),
      post(editor, '/product', { name: 'IT Cycle B', slug: 'it-cycle-b' }),
    ]);
    const [idA, idB] = [a.json.data.category.id, b.json.data.category.id];
    const admin = await operatorLogin('admin');
    const both = await Promise.all([post(editor, `/product/${idA}/move`, { parentId: idB }), post(admin, `/product/${idB}/move`, { parentId: idA })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)?.json.message).toBe(`parentId: ${CATEGORY_MESSAGES.cycle}`);
    const parents = await env.DB.prepare('select parent_id from product_categories where id in (?, ?)')
      .bind(idA, idB)
      .all<{ parent_id: number | null }>();
    expect(parents.results.filter((r) => r.parent_id === null)).toHaveLength(1);
  });
});

describe('adding categories', () => {
  it('adds a subcategory last with a slug made from its name; a repeat changes nothing; a taken slug is a field error', async () => {
    const added = await post(editor, '/product', { name: 'IT Straw & Panama Hats', parentId: HATS, image: '/images/seed/categories/hats.svg' });
    expect(added.status, added.json.message).toBe(200);
    expect(added.json.data).toMatchObject({ changed: true, category: { slug: 'it-straw-and-panama-hats', parentId: HATS, depth: 1 } });
    expect((await hatsMenu()).at(-1)).toBe('IT Straw & Panama Hats');
    expect(await auditCount('category.added', added.json.data.category.id)).toBe(1);
    const again = await post(editor, '/product', { name: 'IT Straw & Panama Hats', parentId: HATS });
    expect([again.status, again.json.data.changed, again.json.data.category.id]).toEqual([200, false, added.json.data.category.id]);
    const taken = await post(editor, '/product', { name: 'Other', slug: 'caps' });
    expect([taken.status, taken.json.message]).toEqual([400, `slug: ${CATEGORY_MESSAGES.slugTaken('Caps')}`]);
    const image = await post(editor, '/product', { name: 'IT Image', image: 'javascript:alert(1)' });
    expect(image.json.message).toBe(`image: ${CATEGORY_MESSAGES.image}`);
    const parent = await post(editor, '/product', { name: 'IT Orphan', parentId: 999_999 });
    expect(parent.json.message).toBe(`parentId: ${CATEGORY_MESSAGES.parent}`);
  });

  it('two identical adds at once: one category, one audit entry', async () => {
    const both = await Promise.all([post(editor, '/product', { name: 'IT Twin' }), post(editor, '/product', { name: 'IT Twin' })]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.json.data.changed).sort()).toEqual([false, true]);
    expect(await env.DB.prepare("select count(*) as n from product_categories where slug = 'it-twin'").first('n')).toBe(1);
    expect(await auditCount('category.added', both[0].json.data.category.id)).toBe(1);
  });

  it('business categories: added last, renamed, reordered; they have no parents', async () => {
    const added = await post(editor, '/business', { name: 'IT Solar Installers' });
    expect(added.status, added.json.message).toBe(200);
    const id = added.json.data.category.id as number;
    expect(added.json.data.category).toMatchObject({ kind: 'business', slug: 'it-solar-installers', count: null });
    expect(added.json.data.category.position).toBe(added.json.data.category.siblings - 1);
    const first = await post(editor, `/business/${id}/position`, { position: 0 });
    expect(first.json.data.category.position).toBe(0);
    const list = await call('GET', '/admin/categories?kind=business&per_page=3', { token: editor.token, now: editor.now });
    expect(list.json.data.load[0]).toMatchObject({ id, name: 'IT Solar Installers' });
    const renamed = await post(editor, `/business/${id}/rename`, { name: 'IT Solar Fitters', slug: 'it-solar-fitters' });
    expect(renamed.json.data.category.name).toBe('IT Solar Fitters');
    const flat = await post(editor, '/business', { name: 'IT Child', parentId: 1 });
    expect(flat.json.message).toBe(`parentId: ${CATEGORY_MESSAGES.flat}`);
    await post(editor, `/business/${id}/position`, { position: 99 });
  });
});

describe('the stores’ categories on the public site', () => {
  it('the stores list filter and the buyer request form follow a renamed business category at once', async () => {
    const option = (name: string) => `>${name.replace('&', '&amp;')}</option>`;
    const slug = String(await env.DB.prepare('select slug from business_categories where id = 1').first('slug'));
    const names = async () => {
      const listed = await call('GET', '/business-categories');
      await settleWorkerTasks();
      return (listed.json.data.load as { id: number; name: string }[]).map((c) => c.name);
    };
    expect(await names()).toContain('Books & Stationary');
    expect(await (await page('/vendors')).html).toContain(option('Books & Stationary'));

    const renamed = await post(editor, '/business/1/rename', { name: 'Books & Stationery', slug });
    expect(renamed.status, renamed.json.message).toBe(200);
    try {
      expect(await names()).toContain('Books & Stationery');
      expect(await (await page('/vendors')).html).toContain(option('Books & Stationery'));
      expect(await (await page('/buyer-requests-list')).html).toContain(option('Books & Stationery'));
    } finally {
      await post(editor, '/business/1/rename', { name: 'Books & Stationary', slug });
    }
    expect(await names()).toContain('Books & Stationary');
  });
});

describe('who may edit', () => {
  it('refuses operators of other roles', async () => {
    const finance = await operatorLogin('finance');
    expect((await post(finance, `/product/${CAPS}/rename`, { name: 'Nope' })).status).toBe(403);
    expect((await call('GET', '/admin/categories', { token: finance.token, now: finance.now })).status).toBe(403);
  });
});
