/**
 * Editors' menus and notice bar (issue 29): a change shows on the public site at once (the edge-cached REST read
 * and the rendered home page included), every change is audited, a repeat changes nothing and says so, bad input
 * gets the contract's field messages, two editors at once → one outcome.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { menuById, menuWrites } from '../../backend/content/admin-menus-queries';
import { createDb } from '../../backend/db/client';
import { runBatch } from '../../backend/db/run-batch';
import { SITE_CONTENT_MESSAGES as M } from '../../schema/rest/admin-site-content';
import { call, clearRateLimits } from './support/accounts';
import { gql, page } from './support/http';
import { operatorLogin, type OperatorLogin } from './support/operators';
import { settleWorkerTasks } from './support/worker';

const MENU = 'footer-company';
let menuId: number;
let savedItems: Record<string, unknown>[];
let savedNotice: Record<string, unknown>;
let editor: OperatorLogin;

beforeAll(async () => {
  await clearRateLimits();
  menuId = Number(await env.DB.prepare('select id from menus where slug = ?').bind(MENU).first('id'));
  savedItems = (await env.DB.prepare('select * from menu_items where menu_id = ?').bind(menuId).all()).results;
  savedNotice = (await env.DB.prepare('select * from notice_bar where id = 1').first()) as Record<string, unknown>;
});
beforeEach(async () => {
  editor = await operatorLogin('editor');
});
afterAll(async () => {
  // The seeded menu and notice come back for the next file.
  await env.DB.batch([
    env.DB.prepare('delete from menu_items where menu_id = ?').bind(menuId),
    ...savedItems.map((r) =>
      env.DB.prepare('insert into menu_items (id, menu_id, parent_id, title, url, position) values (?, ?, ?, ?, ?, ?)').bind(
        r.id,
        r.menu_id,
        r.parent_id,
        r.title,
        r.url,
        r.position,
      ),
    ),
    env.DB.prepare('update notice_bar set enabled = ?, text = ?, link_text = ?, link_url = ?, text_after = ?, edit_key = null where id = 1').bind(
      savedNotice.enabled,
      savedNotice.text,
      savedNotice.link_text,
      savedNotice.link_url,
      savedNotice.text_after,
    ),
  ]);
});

const as = (op: OperatorLogin, method: string, path: string, body?: unknown) => call(method, path, { token: op.token, now: op.now, body });
/** The public menu as a visitor reads it (edge-cached). */
async function publicMenu(): Promise<{ id: number; title: string; url: string; parent: number | null }[]> {
  const answer = await call('POST', `/menu?menuSlug=${MENU}`);
  await settleWorkerTasks();
  return answer.json.data.load.items;
}
const audits = async (action: string) =>
  Number(
    await env.DB.prepare('select count(*) as n from operator_audit_log where action = ? and object_id = ?').bind(action, String(menuId)).first('n'),
  );
const itemId = async (title: string) =>
  Number(await env.DB.prepare('select id from menu_items where menu_id = ? and title = ?').bind(menuId, title).first('id'));

describe('menus', () => {
  it('an added item shows in the cached public menu and on the home page at once; a repeat changes nothing', async () => {
    expect((await publicMenu()).map((i) => i.title)).not.toContain('Careers');
    const added = await as(editor, 'POST', `/admin/menus/${menuId}/items`, { title: '  Careers ', url: '/careers' });
    expect(added.status, added.json.message).toBe(200);
    expect(added.json.data.changed).toBe(true);
    expect(added.json.data.menu.items.at(-1)).toMatchObject({ title: 'Careers', url: '/careers', parent: null });
    expect((await publicMenu()).map((i) => i.title)).toContain('Careers');
    const home = await page('/');
    expect(home.html).toContain('href="/careers"');
    expect(await audits('menu.item_added')).toBe(1);

    const again = await as(editor, 'POST', `/admin/menus/${menuId}/items`, { title: 'Careers', url: '/careers' });
    expect([again.status, again.json.data.changed]).toEqual([200, false]);
    expect(await audits('menu.item_added')).toBe(1);
  });

  it('renames, re-addresses, nests one level, moves and removes', async () => {
    const careers = await itemId('Careers');
    const edited = await as(editor, 'POST', `/admin/menu-items/${careers}`, { title: 'Jobs', url: 'https://jobs.musika.co.zw/open' });
    expect(edited.status, edited.json.message).toBe(200);
    const about = await itemId('About us');
    const nested = await as(editor, 'POST', `/admin/menu-items/${careers}`, { title: 'Jobs', url: 'https://jobs.musika.co.zw/open', parent: about });
    const items = nested.json.data.menu.items as { id: number; parent: number | null }[];
    // Sub-items follow their parent in the public (flat, position-ordered) read.
    expect(items.findIndex((i) => i.id === careers)).toBe(items.findIndex((i) => i.id === about) + 1);
    expect(items.find((i) => i.id === careers)?.parent).toBe(about);
    expect((await publicMenu()).find((i) => i.id === careers)).toMatchObject({ title: 'Jobs', parent: about });

    const underChild = await as(editor, 'POST', `/admin/menus/${menuId}/items`, { title: 'Deep', url: '/deep', parent: careers });
    expect([underChild.status, underChild.json.message]).toEqual([400, `parent: ${M.parent}`]);
    const withChildren = await as(editor, 'POST', `/admin/menu-items/${about}/remove`, {});
    expect([withChildren.status, withChildren.json.message]).toEqual([409, M.hasChildren]);

    const terms = await itemId('Terms');
    const first = (await publicMenu())[0].id;
    expect((await as(editor, 'POST', `/admin/menu-items/${first}/move`, { direction: 'up' })).json.message).toBe(M.cannotMove('up'));
    const moved = await as(editor, 'POST', `/admin/menu-items/${terms}/move`, { direction: 'up' });
    expect(moved.status, moved.json.message).toBe(200);
    const top = (moved.json.data.menu.items as { id: number; parent: number | null }[]).filter((i) => i.parent === null).map((i) => i.id);
    expect(top.indexOf(terms)).toBeLessThan(top.indexOf(about));

    expect((await as(editor, 'POST', `/admin/menu-items/${careers}/remove`, {})).status).toBe(200);
    expect((await publicMenu()).map((i) => i.id)).not.toContain(careers);
    const twice = await as(editor, 'POST', `/admin/menu-items/${careers}/remove`, {});
    expect([twice.status, twice.json.message]).toEqual([404, M.itemNotFound]);
  });

  it('answers the contract’s field messages and writes nothing', async () => {
    const before = await audits('menu.item_added');
    for (const url of ['javascript:alert(1)', '//evil.example', 'http://plain.example', 'faqs', '/with space']) {
      const bad = await as(editor, 'POST', `/admin/menus/${menuId}/items`, { title: 'Bad', url });
      expect([bad.status, bad.json.message], url).toEqual([400, `url: ${M.link}`]);
    }
    const noTitle = await as(editor, 'POST', `/admin/menus/${menuId}/items`, { title: ' ', url: '/x' });
    expect(noTitle.json.message).toBe(`title: ${M.itemTitle}`);
    expect((await as(editor, 'POST', '/admin/menus/999999/items', { title: 'X', url: '/x' })).status).toBe(404);
    expect((await as(editor, 'POST', '/admin/menu-items/abc/move', { direction: 'up' })).status).toBe(404);
    expect(await audits('menu.item_added')).toBe(before);
    const moderator = await operatorLogin('moderator');
    expect((await as(moderator, 'GET', '/admin/menus')).status).toBe(403);
  });

  it('two editors at once: every answer says what happened, and only what was answered 200 was written and audited', async () => {
    const admin = await operatorLogin('admin');
    const before = await audits('menu.item_added');
    const both = await Promise.all([
      as(editor, 'POST', `/admin/menus/${menuId}/items`, { title: 'Press', url: '/press' }),
      as(admin, 'POST', `/admin/menus/${menuId}/items`, { title: 'Investors', url: '/investors' }),
    ]);
    const won = both.filter((r) => r.status === 200);
    for (const lost of both.filter((r) => r.status !== 200)) expect([lost.status, lost.json.message]).toEqual([409, M.editedMeanwhile]);
    expect(await audits('menu.item_added')).toBe(before + won.length);
    const titles = (await publicMenu()).map((i) => i.title);
    expect(titles.filter((t) => t === 'Press' || t === 'Investors')).toHaveLength(won.length);

    // The same addition twice at once (a double submit): one item, and both hear success.
    const twins = await Promise.all([0, 1].map(() => as(editor, 'POST', `/admin/menus/${menuId}/items`, { title: 'Twins', url: '/twins' })));
    expect(twins.map((r) => r.status)).toEqual([200, 200]);
    expect(twins.map((r) => r.json.data.changed).sort()).toEqual([false, true]);
    expect((await publicMenu()).filter((i) => i.title === 'Twins')).toHaveLength(1);
  });

  it('a write whose menu changed after it was read writes nothing (the race’s loser, made deterministic)', async () => {
    const db = createDb(env.DB);
    const menu = (await menuById(db, menuId))!;
    // Another editor's change lands between this request's read and its batch.
    await env.DB.prepare("update menus set edit_key = 'someone-else' where id = ?").bind(menuId).run();
    const after = [...menu.items, { id: 0, title: 'Lost', url: '/lost', parent: null, position: menu.items.length }];
    const [stamp] = (await runBatch(db, menuWrites(db, menu, after, 'mine'))) as [{ meta: { changes: number } }];
    expect(stamp.meta.changes).toBe(0);
    expect(await env.DB.prepare("select count(*) as n from menu_items where title = 'Lost'").first('n')).toBe(0);
    expect(await env.DB.prepare('select edit_key from menus where id = ?').bind(menuId).first('edit_key')).toBe('someone-else');
  });
});

describe('the notice bar', () => {
  const notice = (body: Record<string, unknown>) => as(editor, 'POST', '/admin/notice-bar', body);
  const publicNotice = async () => {
    const answer = await call('GET', '/notice-bar');
    await settleWorkerTasks();
    return answer.json.data.notice;
  };
  const saved = async () => Number(await env.DB.prepare("select count(*) as n from operator_audit_log where action = 'notice_bar.saved'").first('n'));

  it('starts with the spec’s wording; a save shows on the cached read and every page at once; a repeat changes nothing', async () => {
    expect(await publicNotice()).toEqual({
      enabled: true,
      text: 'You are using the new Musika. Not happy with it?',
      linkText: 'Click here',
      linkUrl: '/support/feedback',
      textAfter: 'to tell us why.',
    });
    const body = {
      enabled: true,
      text: 'Heavy rains: deliveries in Harare may be late.',
      linkText: 'Read more',
      linkUrl: '/delivery-and-collection/',
      textAfter: '',
    };
    const done = await notice(body);
    expect([done.status, done.json.data?.changed], done.json.message).toEqual([200, true]);
    expect(await publicNotice()).toEqual(body);
    const home = await page('/');
    expect(home.html).toContain('Heavy rains: deliveries in Harare may be late.');
    expect(home.html).toContain('href="/delivery-and-collection/"');
    const count = await saved();
    const again = await notice(body);
    expect([again.status, again.json.data.changed]).toEqual([200, false]);
    expect(await saved()).toBe(count);

    expect((await notice({ ...body, enabled: false })).status).toBe(200);
    expect((await publicNotice()).enabled).toBe(false);
    expect((await page('/')).html).not.toContain('data-testid="notice-bar"');
  });

  it('answers field messages', async () => {
    const count = await saved();
    expect((await notice({ enabled: true, text: '' })).json.message).toBe(`text: ${M.noticeText}`);
    expect((await notice({ enabled: true, text: 'Hi', linkText: 'Go' })).json.message).toBe(`linkUrl: ${M.noticeLinkUrl}`);
    expect((await notice({ enabled: true, text: 'Hi', linkText: 'Go', linkUrl: 'javascript:alert(1)' })).json.message).toBe(
      `linkUrl: ${M.noticeLinkUrl}`,
    );
    expect((await notice({ text: 'Hi' })).json.message).toBe('enabled: Say whether the notice shows');
    expect(await saved()).toBe(count);
  });

  it('two editors at once: only what was answered 200 is written and audited; GraphQL says the same as userErrors', async () => {
    const admin = await operatorLogin('admin');
    const count = await saved();
    const both = await Promise.all([
      notice({ enabled: true, text: 'First editor' }),
      as(admin, 'POST', '/admin/notice-bar', { enabled: true, text: 'Second editor' }),
    ]);
    const won = both.filter((r) => r.status === 200);
    for (const lost of both.filter((r) => r.status !== 200)) expect([lost.status, lost.json.message]).toEqual([409, M.editedMeanwhile]);
    expect(await saved()).toBe(count + won.length);
    expect(won.map((r) => r.json.data.notice.text)).toContain(await env.DB.prepare('select text from notice_bar').first('text'));

    const headers = { authorization: `Bearer ${editor.token}`, 'x-musika-test-now': String(editor.now) };
    const bad = await gql(
      'mutation { saveNoticeBar(input: { enabled: true, text: "Hi", linkText: "Go", linkUrl: "ftp://x" }) { notice { text } changed userErrors { field message } } }',
      {},
      headers,
    );
    expect(bad.data?.saveNoticeBar).toEqual({ notice: null, changed: false, userErrors: [{ field: 'linkUrl', message: M.noticeLinkUrl }] });
    const pub = await gql('{ noticeBar { text } }');
    expect(['First editor', 'Second editor']).toContain(pub.data?.noticeBar.text);
  });
});
