/**
 * The editors' site content (issue 29): menus, shopping centres, testimonials and the notice bar. Editor (and
 * admin) only, see the ADMIN_ROUTE_ROLES tables in backend/content/admin-*-routes.ts. Every write is one D1 batch
 * with its audit entry, answers `changed: false` when it would change nothing (a repeat), and purges the public
 * copies it made stale. Two editors at once: one outcome; the other hears `editedMeanwhile` (409).
 *   GET  /admin/menus                                   → every menu with its items (position order, one level of nesting)
 *   POST /admin/menus/{id}/items {title,url,parent?}    → a new item at the end of its level
 *   POST /admin/menu-items/{id} {title,url,parent?}     → rename, new address, nest under / lift out of a parent
 *   POST /admin/menu-items/{id}/move {direction}        → one place up or down among its siblings
 *   POST /admin/menu-items/{id}/remove                  → gone (an item with sub-items is refused)
 *   GET  /admin/shopping-centres?status&search&page     → centres by name; GET /admin/shopping-centres/{id} with stores
 *   POST /admin/shopping-centres {centre}               → a new centre, a draft; POST …/{id} {centre} edits it
 *   POST /admin/shopping-centres/{id}/status {status}   → publish / unpublish
 *   POST /admin/shopping-centres/{id}/stores {store,unit}, POST …/{id}/stores/{businessId}/remove → link / unlink
 *   GET  /admin/testimonials?status&search&page; POST /admin/testimonials {t}; POST …/{id} {t};
 *   POST /admin/testimonials/{id}/status {status}; POST …/{id}/move {direction}
 *   GET  /admin/notice-bar; POST /admin/notice-bar {enabled,text,linkText,linkUrl,textAfter}
 * Public: GET /testimonials (published, editors' order), GET /notice-bar (both edge-cached, purged on change).
 */
import { z } from 'zod';
import { operatorText as text } from './admin-lists';
import { changed, link, moveBody, SITE_CONTENT_MESSAGES as M } from './admin-site-content-rules';
import { defineCall, noInput } from './call';

// One contract for callers: the shared rules and the centres' and testimonials' calls come with it.
export * from './admin-site-content-lists';
export * from './admin-site-content-rules';

// ── Menus ──────────────────────────────────────────────────────────────────────────────────────────────────
export const adminMenuItem = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  parent: z.number().int().nullable(),
  position: z.number().int(),
});
export const adminMenu = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), items: z.array(adminMenuItem) });
export type AdminMenu = z.infer<typeof adminMenu>;
const menuAnswer = z.object({ menu: adminMenu, changed });
export const menuItemBody = z.object({
  title: text(1, 60, M.itemTitle),
  url: link(M.link),
  parent: z.number({ invalid_type_error: M.parent }).int(M.parent).positive(M.parent).nullable().optional(),
});

export const listAdminMenus = defineCall({
  name: 'listAdminMenus',
  method: 'GET',
  path: '/admin/menus',
  query: noInput,
  body: noInput,
  data: z.object({ menus: z.array(adminMenu) }),
});
export const addMenuItem = defineCall({
  name: 'addMenuItem',
  method: 'POST',
  path: '/admin/menus/:id/items',
  query: noInput,
  body: menuItemBody,
  data: menuAnswer,
});
export const editMenuItem = defineCall({
  name: 'editMenuItem',
  method: 'POST',
  path: '/admin/menu-items/:id',
  query: noInput,
  body: menuItemBody,
  data: menuAnswer,
});
export const moveMenuItem = defineCall({
  name: 'moveMenuItem',
  method: 'POST',
  path: '/admin/menu-items/:id/move',
  query: noInput,
  body: moveBody,
  data: menuAnswer,
});
export const removeMenuItem = defineCall({
  name: 'removeMenuItem',
  method: 'POST',
  path: '/admin/menu-items/:id/remove',
  query: noInput,
  body: noInput,
  data: menuAnswer,
});

// ── Notice bar ─────────────────────────────────────────────────────────────────────────────────────────────
export const noticeBar = z.object({ enabled: z.boolean(), text: z.string(), linkText: z.string(), linkUrl: z.string(), textAfter: z.string() });
export type RestNoticeBar = z.infer<typeof noticeBar>;
export const noticeBody = z
  .object({
    enabled: z.boolean({ required_error: 'Say whether the notice shows', invalid_type_error: 'Say whether the notice shows' }),
    text: text(1, 160, M.noticeText),
    linkText: text(0, 40, M.noticeLinkText).default(''),
    linkUrl: link(M.noticeLinkUrl, true).default(''),
    textAfter: text(0, 120, M.noticeTextAfter).default(''),
  })
  .superRefine((n, ctx) => {
    if (n.linkText && !n.linkUrl) ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: M.noticeLinkUrl });
  });

export const getNoticeBar = defineCall({
  name: 'getNoticeBar',
  method: 'GET',
  path: '/notice-bar',
  query: noInput,
  body: noInput,
  data: z.object({ notice: noticeBar }),
});
export const getAdminNoticeBar = defineCall({
  name: 'getAdminNoticeBar',
  method: 'GET',
  path: '/admin/notice-bar',
  query: noInput,
  body: noInput,
  data: z.object({ notice: noticeBar.extend({ updatedAt: z.string() }) }),
});
export const saveNoticeBar = defineCall({
  name: 'saveNoticeBar',
  method: 'POST',
  path: '/admin/notice-bar',
  query: noInput,
  body: noticeBody,
  data: z.object({ notice: noticeBar.extend({ updatedAt: z.string() }), changed }),
});
