/**
 * Editors' attributes and terms (issue 29, /admin/attributes/), the GraphQL face of the category editor, and the
 * plans of the editor's reads: attributes are added to top-level categories only, renamed without touching the slug
 * that saved filter links use; field errors are exact; a repeat changes nothing; two editors at once → one outcome.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { attributesListQuery, termsQuery } from '../../backend/catalogue/admin-attributes-queries';
import { createDb } from '../../backend/db/client';
import { CATEGORY_MESSAGES } from '../../schema/rest/admin-categories';
import { call, clearRateLimits } from './support/accounts';
import { gql } from './support/http';
import { operatorLogin, type OperatorLogin } from './support/operators';

// Seeded (scripts/seed/categories.mjs): Hats (8, top level) has Size (3, hat-size); Caps (45) sits under Hats.
const HATS = 8;
const CAPS = 45;
const HAT_SIZE = 3;

let editor: OperatorLogin;
let seededName: string;
beforeEach(async () => {
  await clearRateLimits();
  editor = await operatorLogin('editor');
  seededName ??= String(await env.DB.prepare('select name from attributes where id = ?').bind(HAT_SIZE).first('name'));
});
afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare('update attributes set name = ? where id = ?').bind(seededName, HAT_SIZE),
    env.DB.prepare("delete from attribute_terms where slug like 'it-%'"),
    env.DB.prepare("delete from attributes where slug like 'it-%'"),
  ]);
});

const post = (op: OperatorLogin, path: string, body: unknown) => call('POST', path, { token: op.token, now: op.now, body });
const auditCount = (action: string, id: number) =>
  env.DB.prepare('select count(*) as n from operator_audit_log where action = ? and object_id = ?').bind(action, String(id)).first<number>('n');

describe('attributes and terms', () => {
  it('adds an attribute to a top-level category and a term to it; repeats change nothing; slugs are kept on rename', async () => {
    const added = await post(editor, '/admin/attributes', { categoryId: HATS, name: 'IT Brim Width' });
    expect(added.status, added.json.message).toBe(200);
    expect(added.json.data).toMatchObject({ changed: true, attribute: { slug: 'it-brim-width', categoryId: HATS, categoryName: 'Hats', terms: [] } });
    const id = added.json.data.attribute.id as number;
    expect(await auditCount('attribute.added', id)).toBe(1);
    expect((await post(editor, '/admin/attributes', { categoryId: HATS, name: 'IT Brim Width' })).json.data.changed).toBe(false);

    const term = await post(editor, `/admin/attributes/${id}/terms`, { name: 'IT Wide' });
    expect(term.json.data.attribute.terms).toEqual([expect.objectContaining({ slug: 'it-wide', name: 'IT Wide' })]);
    expect((await post(editor, `/admin/attributes/${id}/terms`, { name: 'IT Wide' })).json.data.changed).toBe(false);
    const taken = await post(editor, `/admin/attributes/${id}/terms`, { name: 'IT Other', slug: 'it-wide' });
    expect([taken.status, taken.json.message]).toEqual([400, `slug: ${CATEGORY_MESSAGES.slugTaken('IT Wide')}`]);

    const termId = term.json.data.attribute.terms[0].id as number;
    const renamedTerm = await post(editor, `/admin/attribute-terms/${termId}/rename`, { name: 'IT Very Wide', previous: 'IT Wide' });
    expect(renamedTerm.json.data.attribute.terms[0]).toMatchObject({ slug: 'it-wide', name: 'IT Very Wide' });
    expect(await auditCount('attribute_term.renamed', termId)).toBe(1);

    const renamed = await post(editor, `/admin/attributes/${id}/rename`, { name: 'IT Brim' });
    expect(renamed.json.data.attribute).toMatchObject({ slug: 'it-brim-width', name: 'IT Brim' });
    const repeat = await post(editor, `/admin/attributes/${id}/rename`, { name: 'IT Brim' });
    expect([repeat.status, repeat.json.data.changed]).toEqual([200, false]);
    expect(await auditCount('attribute.renamed', id)).toBe(1);
  });

  it('answers exact field messages: subcategories hold no attributes, names and slugs are checked', async () => {
    const sub = await post(editor, '/admin/attributes', { categoryId: CAPS, name: 'IT Peak' });
    expect([sub.status, sub.json.message]).toEqual([400, `categoryId: ${CATEGORY_MESSAGES.attributeCategory}`]);
    const empty = await post(editor, `/admin/attributes/${HAT_SIZE}/rename`, { name: '' });
    expect([empty.status, empty.json.message]).toEqual([400, `name: ${CATEGORY_MESSAGES.name}`]);
    const taken = await post(editor, '/admin/attributes', { categoryId: HATS, name: 'Sizes', slug: 'hat-size' });
    expect(taken.json.message).toBe(`slug: ${CATEGORY_MESSAGES.slugTaken(seededName)}`);
    expect((await post(editor, '/admin/attributes/999999/rename', { name: 'Nothing' })).status).toBe(404);
    expect((await post(editor, '/admin/attribute-terms/999999/rename', { name: 'Nothing' })).status).toBe(404);
  });

  it('two editors renaming one attribute from the same form: one outcome, one audit entry', async () => {
    const admin = await operatorLogin('admin');
    const before = Number(await auditCount('attribute.renamed', HAT_SIZE));
    const both = await Promise.all([
      post(editor, `/admin/attributes/${HAT_SIZE}/rename`, { name: 'Hat Size', previous: seededName }),
      post(admin, `/admin/attributes/${HAT_SIZE}/rename`, { name: 'Head Size', previous: seededName }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditCount('attribute.renamed', HAT_SIZE)).toBe(before + 1);
    const winner = both.find((r) => r.status === 200)!.json.data.attribute.name;
    expect(await env.DB.prepare('select name from attributes where id = ?').bind(HAT_SIZE).first('name')).toBe(winner);
  });

  it('lists attributes by category and by search; other roles are refused', async () => {
    const list = await call('GET', `/admin/attributes?categoryId=${HATS}`, { token: editor.token, now: editor.now });
    expect(list.status, list.json.message).toBe(200);
    expect(list.json.data.load.map((a: { categoryId: number }) => a.categoryId)).toEqual(expect.arrayContaining([HATS]));
    expect(list.json.data.load.every((a: { categoryId: number }) => a.categoryId === HATS)).toBe(true);
    const search = await call('GET', '/admin/attributes?search=colour', { token: editor.token, now: editor.now });
    expect(search.json.data.load.length).toBeGreaterThan(0);
    const moderator = await operatorLogin('moderator');
    expect((await call('GET', '/admin/attributes', { token: moderator.token, now: moderator.now })).status).toBe(403);
    expect((await post(moderator, '/admin/attributes', { categoryId: HATS, name: 'IT Nope' })).status).toBe(403);
  });
});

describe('GraphQL', () => {
  const headers = () => ({ authorization: `Bearer ${editor.token}`, 'x-musika-test-now': String(editor.now) });

  it('lists categories depth first and answers a taken slug as a user error on its field', async () => {
    const list = await gql(
      '{ adminCategories(kind: PRODUCT, page: 1, perPage: 100) { items { id name depth parentId position } pageInfo { total } } }',
      {},
      headers(),
    );
    expect(list.errors).toBeUndefined();
    const items = list.data.adminCategories.items as { id: string; depth: number; parentId: string | null }[];
    const hats = items.findIndex((c) => c.id === String(HATS));
    expect(items[hats + 1]).toMatchObject({ depth: 1, parentId: String(HATS) });
    const taken = await gql(
      'mutation($input: RenameCategoryInput!) { renameCategory(input: $input) { category { id } changed userErrors { field message } } }',
      { input: { kind: 'PRODUCT', id: String(CAPS), name: 'Caps', slug: 'beanies' } },
      headers(),
    );
    expect(taken.data.renameCategory).toEqual({
      category: null,
      changed: false,
      userErrors: [{ field: 'slug', message: CATEGORY_MESSAGES.slugTaken('Beanies') }],
    });
    const detail = await gql(
      '{ adminCategory(kind: PRODUCT, id: "8") { category { name } children { name } attributes { slug terms { slug } } } }',
      {},
      headers(),
    );
    expect(detail.data.adminCategory.category.name).toBe('Hats');
    expect(detail.data.adminCategory.attributes.map((a: { slug: string }) => a.slug)).toContain('hat-size');
  });
});

describe('query plans', () => {
  it('EXPLAIN QUERY PLAN: the editor reads use indexes', async () => {
    const db = createDb(env.DB);
    const byCategory = attributesListQuery(db, { categoryId: HATS, page: 1, perPage: 50 }).rows.toSQL();
    expect((await plan(byCategory.sql, byCategory.params)).join('\n')).toMatch(/SEARCH attributes USING INDEX attributes_category_idx/);
    const terms = termsQuery(db, [1, 2, 3]).toSQL();
    expect((await plan(terms.sql, terms.params)).join('\n')).toMatch(/SEARCH attribute_terms USING INDEX attribute_terms_attr_slug_idx/);
    const redirect = await plan('select category_id from category_slug_redirects where old_slug = ?', ['beanies']);
    expect(redirect.join('\n')).toMatch(/SEARCH category_slug_redirects USING INDEX sqlite_autoindex_category_slug_redirects_1/);
    const oldSlugs = await plan('select old_slug from category_slug_redirects where category_id = ?', [HATS]);
    expect(oldSlugs.join('\n')).toMatch(/USING (COVERING )?INDEX category_slug_redirects_category_idx/);
  });
});

async function plan(query: string, binds: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`explain query plan ${query}`)
    .bind(...binds)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}
