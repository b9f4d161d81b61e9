/**
 * Editors' testimonials and shopping centres (issue 29): drafts stay off the public reads until published and
 * leave them when unpublished (cached reads included), reordering and store links, field messages, repeats that
 * change nothing, one outcome for two editors at once, and the lists answered from an index.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { centresListQuery } from '../../backend/content/admin-centres-queries';
import { publishedTestimonialsQuery, testimonialsListQuery } from '../../backend/content/testimonials-queries';
import { createDb } from '../../backend/db/client';
import { SITE_CONTENT_MESSAGES as M } from '../../schema/rest/admin-site-content';
import { call, clearRateLimits } from './support/accounts';
import { gql } from './support/http';
import { operatorLogin, type OperatorLogin } from './support/operators';
import { settleWorkerTasks } from './support/worker';

let editor: OperatorLogin;
let firstNewTestimonial: number;
let firstNewCentre: number;
let savedOrder: { id: number; position: number; status: string }[];

beforeAll(async () => {
  await clearRateLimits();
  firstNewTestimonial = Number(await env.DB.prepare('select coalesce(max(id), 0) + 1 as n from testimonials').first('n'));
  firstNewCentre = Number(await env.DB.prepare('select coalesce(max(id), 0) + 1 as n from shopping_centres').first('n'));
  savedOrder = (await env.DB.prepare('select id, position, status from testimonials').all<{ id: number; position: number; status: string }>())
    .results;
});
beforeEach(async () => {
  editor = await operatorLogin('editor');
});
afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare('delete from testimonials where id >= ?').bind(firstNewTestimonial),
    ...savedOrder.map((t) => env.DB.prepare('update testimonials set position = ?, status = ? where id = ?').bind(t.position, t.status, t.id)),
    env.DB.prepare('delete from shopping_centre_stores where centre_id >= ?').bind(firstNewCentre),
    env.DB.prepare('delete from shopping_centres where id >= ?').bind(firstNewCentre),
  ]);
});

const as = (op: OperatorLogin, method: string, path: string, body?: unknown) => call(method, path, { token: op.token, now: op.now, body });
const publicTestimonials = async (): Promise<{ id: number; customerName: string }[]> => {
  const answer = await call('GET', '/testimonials');
  await settleWorkerTasks();
  return answer.json.data.load;
};
const STORY = {
  customerName: 'Rutendo Banda',
  customerRole: 'Vendor',
  text: 'I sell mazhanje from our farm near Marondera on Musika. Buyers in Harare order on Monday and collect on Friday.',
  linkText: 'Read Rutendo’s story',
  videoUrl: '',
  expandable: true,
};

describe('testimonials', () => {
  it('the public list holds the 11 seeded stories in the editors’ order', async () => {
    const list = await publicTestimonials();
    expect(list).toHaveLength(11);
    expect(list[0]).toMatchObject({ customerName: 'Tendai Moyo', customerRole: 'Vendor', expandable: true, videoUrl: null });
  });

  it('a new story is a draft until published, then shows at once; unpublishing takes it away; repeats change nothing', async () => {
    const made = await as(editor, 'POST', '/admin/testimonials', STORY);
    expect(made.status, made.json.message).toBe(200);
    expect(made.json.data).toMatchObject({ changed: true, testimonial: { status: 'draft', position: 11, customerName: 'Rutendo Banda' } });
    const id = made.json.data.testimonial.id;
    const twin = await as(editor, 'POST', '/admin/testimonials', STORY);
    expect([twin.json.data.changed, twin.json.data.testimonial.id]).toEqual([false, id]);
    expect((await publicTestimonials()).map((t) => t.id)).not.toContain(id);

    const published = await as(editor, 'POST', `/admin/testimonials/${id}/status`, { status: 'publish' });
    expect([published.status, published.json.data.changed]).toEqual([200, true]);
    expect((await publicTestimonials()).map((t) => t.id)).toContain(id);
    const again = await as(editor, 'POST', `/admin/testimonials/${id}/status`, { status: 'publish' });
    expect([again.status, again.json.data.changed]).toEqual([200, false]);
    const audits = await env.DB.prepare("select action from operator_audit_log where object_type = 'testimonial' and object_id = ? order by id")
      .bind(String(id))
      .all<{ action: string }>();
    expect(audits.results.map((a) => a.action)).toEqual(['testimonial.created', 'testimonial.published']);

    const moved = await as(editor, 'POST', `/admin/testimonials/${id}/move`, { direction: 'up' });
    expect(moved.json.data.testimonial.position).toBe(10);
    const list = await publicTestimonials();
    expect(list.findIndex((t) => t.id === id)).toBe(list.length - 2);
    const last = await as(editor, 'POST', `/admin/testimonials/${list.at(-1)?.id}/move`, { direction: 'down' });
    expect([last.status, last.json.message]).toEqual([409, M.cannotMove('down')]);

    const edited = await as(editor, 'POST', `/admin/testimonials/${id}`, { ...STORY, customerRole: 'Buyer' });
    expect(edited.json.data).toMatchObject({ changed: true, testimonial: { customerRole: 'Buyer' } });
    expect((await as(editor, 'POST', `/admin/testimonials/${id}/status`, { status: 'draft' })).status).toBe(200);
    expect((await publicTestimonials()).map((t) => t.id)).not.toContain(id);
  });

  it('answers the contract’s field messages', async () => {
    const bad = (patch: Record<string, unknown>) =>
      as(editor, 'POST', '/admin/testimonials', { ...STORY, ...patch }).then((r) => [r.status, r.json.message]);
    expect(await bad({ customerName: 'R' })).toEqual([400, `customerName: ${M.customerName}`]);
    expect(await bad({ customerRole: 'Staff' })).toEqual([400, `customerRole: ${M.customerRole}`]);
    expect(await bad({ text: 'Too short.' })).toEqual([400, `text: ${M.testimonialText}`]);
    expect(await bad({ videoUrl: 'https://youtube.com/watch?v=1' })).toEqual([400, `videoUrl: ${M.videoUrl}`]);
    expect(await bad({ text: 'One long sentence with no second one, so there is nothing more to open at all', expandable: true })).toEqual([
      400,
      `expandable: ${M.expandable}`,
    ]);
    expect((await as(editor, 'POST', '/admin/testimonials/999999/move', { direction: 'up' })).status).toBe(404);
  });

  it('two editors publishing at once: one change, one audit entry', async () => {
    const made = await as(editor, 'POST', '/admin/testimonials', { ...STORY, customerName: 'Tapiwa Zhou' });
    const id = made.json.data.testimonial.id;
    const admin = await operatorLogin('admin');
    const both = await Promise.all([editor, admin].map((op) => as(op, 'POST', `/admin/testimonials/${id}/status`, { status: 'publish' })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.json.data.changed).sort()).toEqual([false, true]);
    expect(
      await env.DB.prepare("select count(*) as n from operator_audit_log where action = 'testimonial.published' and object_id = ?")
        .bind(String(id))
        .first('n'),
    ).toBe(1);
  });
});

const CENTRE = {
  name: 'Kamfinsa Park Centre',
  description: 'A mall on the Lomagundi road with a supermarket and banks.',
  streetAddress: 'Lomagundi Road',
  suburb: 'Kamfinsa',
  city: 'Harare',
  lat: '-17.7650',
  lng: '30.9820',
  hours: 'Mon–Sun 08:00–20:00',
  parking: 'Free open parking',
  image: '',
};
const publicCentres = async (): Promise<string[]> => {
  const answer = await call('GET', '/shopping-centres?per_page=50');
  await settleWorkerTasks();
  return answer.json.data.load.map((c: { name: string }) => c.name);
};

describe('shopping centres', () => {
  it('create (a draft), publish, edit, link and unlink a store; the public lists follow', async () => {
    const made = await as(editor, 'POST', '/admin/shopping-centres', CENTRE);
    expect(made.status, made.json.message).toBe(200);
    expect(made.json.data.centre).toMatchObject({ slug: 'kamfinsa-park-centre', status: 'draft', lat: -17.765, storeCount: 0 });
    const id = made.json.data.centre.id;
    expect(await publicCentres()).not.toContain(CENTRE.name);
    expect((await call('GET', `/shopping-centre?id=${id}`)).status).toBe(404);
    const twin = await as(editor, 'POST', '/admin/shopping-centres', CENTRE);
    expect([twin.status, twin.json.data.changed, twin.json.data.centre.id]).toEqual([200, false, id]);
    const other = await as(editor, 'POST', '/admin/shopping-centres', { ...CENTRE, name: 'Westgate Shopping Centre' });
    expect([other.status, other.json.message]).toEqual([409, `name: ${M.centreTaken}`]);

    expect((await as(editor, 'POST', `/admin/shopping-centres/${id}/status`, { status: 'publish' })).json.data.changed).toBe(true);
    expect(await publicCentres()).toContain(CENTRE.name);
    const edited = await as(editor, 'POST', `/admin/shopping-centres/${id}`, {
      ...CENTRE,
      hours: 'Mon–Sat 08:00–18:00',
      image: 'https://images.example.co.zw/kamfinsa.jpg',
    });
    expect(edited.json.data.centre).toMatchObject({ hours: 'Mon–Sat 08:00–18:00', image: 'https://images.example.co.zw/kamfinsa.jpg' });

    const store = await env.DB.prepare("select id, slug, name from businesses where status = 'publish' order by id limit 1").first<{
      id: number;
      slug: string;
      name: string;
    }>();
    const linked = await as(editor, 'POST', `/admin/shopping-centres/${id}/stores`, {
      store: `https://musika.co.zw/vendor/${store!.slug}`,
      unit: 'Shop 3',
    });
    expect(linked.status, linked.json.message).toBe(200);
    expect(linked.json.data.stores).toEqual([expect.objectContaining({ businessId: store!.id, unit: 'Shop 3' })]);
    const shown = await call('GET', `/shopping-centre?id=${id}`);
    expect(shown.json.data.stores.map((s: { bID: number }) => s.bID)).toEqual([store!.id]);
    expect((await as(editor, 'POST', `/admin/shopping-centres/${id}/stores`, { store: store!.slug, unit: 'Shop 3' })).json.data.changed).toBe(false);
    const nobody = await as(editor, 'POST', `/admin/shopping-centres/${id}/stores`, { store: 'no-such-store', unit: '' });
    expect([nobody.status, nobody.json.message]).toEqual([404, `store: ${M.storeNotFound}`]);
    const unlinked = await as(editor, 'POST', `/admin/shopping-centres/${id}/stores/${store!.id}/remove`, {});
    expect([unlinked.json.data.changed, unlinked.json.data.stores]).toEqual([true, []]);
    expect((await as(editor, 'POST', `/admin/shopping-centres/${id}/stores/${store!.id}/remove`, {})).json.data.changed).toBe(false);

    expect((await as(editor, 'POST', `/admin/shopping-centres/${id}/status`, { status: 'draft' })).status).toBe(200);
    expect(await publicCentres()).not.toContain(CENTRE.name);
    const actions = await env.DB.prepare("select action from operator_audit_log where object_type = 'shopping_centre' and object_id = ? order by id")
      .bind(String(id))
      .all<{ action: string }>();
    expect(actions.results.map((a) => a.action)).toEqual([
      'centre.created',
      'centre.published',
      'centre.edited',
      'centre.store_linked',
      'centre.store_unlinked',
      'centre.unpublished',
    ]);
  });

  it('answers the contract’s field messages, through GraphQL too', async () => {
    const bad = (patch: Record<string, unknown>) =>
      as(editor, 'POST', '/admin/shopping-centres', { ...CENTRE, name: 'Bad Centre', ...patch }).then((r) => r.json.message);
    expect(await bad({ lat: 'north' })).toBe(`lat: ${M.lat}`);
    expect(await bad({ lat: '' })).toBe(`lat: ${M.lat}`);
    expect(await bad({ lng: '45' })).toBe(`lng: ${M.lng}`);
    expect(await bad({ city: 'H4rare' })).toBe(`city: ${M.city}`);
    expect(await bad({ image: 'ftp://x' })).toBe(`image: ${M.image}`);
    const headers = { authorization: `Bearer ${editor.token}`, 'x-musika-test-now': String(editor.now) };
    const answer = await gql(
      'mutation { saveShoppingCentre(input: { name: "Bad Centre", streetAddress: "Road", city: "Harare", lat: "x", lng: "31" }) { centre { centre { id } } changed userErrors { field message } } }',
      {},
      headers,
    );
    expect(answer.data?.saveShoppingCentre.userErrors).toEqual([{ field: 'lat', message: M.lat }]);
  });

  it('two editors editing at once: only what was answered 200 is written and audited', async () => {
    const id = Number(await env.DB.prepare("select id from shopping_centres where slug = 'kamfinsa-park-centre'").first('id'));
    const admin = await operatorLogin('admin');
    const edited = () =>
      env.DB.prepare("select count(*) as n from operator_audit_log where action = 'centre.edited' and object_id = ?")
        .bind(String(id))
        .first<number>('n');
    const before = await edited();
    const both = await Promise.all([
      as(editor, 'POST', `/admin/shopping-centres/${id}`, { ...CENTRE, parking: 'Paid parking' }),
      as(admin, 'POST', `/admin/shopping-centres/${id}`, { ...CENTRE, parking: 'Street parking' }),
    ]);
    const won = both.filter((r) => r.status === 200);
    for (const lost of both.filter((r) => r.status !== 200)) expect([lost.status, lost.json.message]).toEqual([409, M.editedMeanwhile]);
    expect(await edited()).toBe((before ?? 0) + won.length);
  });
});

describe('the lists read through an index (EXPLAIN QUERY PLAN)', () => {
  it('testimonials and shopping centres, every status', async () => {
    const db = createDb(env.DB);
    const statements = [
      publishedTestimonialsQuery(db).toSQL(),
      ...(['all', 'publish', 'draft'] as const).flatMap((status) => [
        testimonialsListQuery(db, { status, page: 1, perPage: 20 }).rows.toSQL(),
        centresListQuery(db, { status, page: 1, perPage: 20 }).rows.toSQL(),
      ]),
    ];
    for (const { sql, params } of statements) {
      const { results } = await env.DB.prepare(`explain query plan ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const lines = results.map((r) => r.detail);
      expect(
        lines.filter((l) => /^SCAN (testimonials|shopping_centres)$/.test(l)),
        sql,
      ).toEqual([]);
      expect(
        lines.filter((l) => /USE TEMP B-TREE FOR ORDER BY/.test(l)),
        sql,
      ).toEqual([]);
    }
  });
});
