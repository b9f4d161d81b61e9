/** Pages and navigation menus (spec §7). */
import { and, asc, eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/content';
import { HttpError, mount, type BackendApp } from '../http';
import { menuItems, menus, pages } from '../db/schema';

export function registerContentRoutes(app: BackendApp): void {
  mount(app, contract.getPage, async ({ db, query }) => {
    // Published pages only; a draft is the editors' (/admin/content/).
    const [page] = await db
      .select({ id: pages.id, slug: pages.slug, title: pages.title, excerpt: pages.excerpt, content: pages.content, updatedAt: pages.updatedAt })
      .from(pages)
      .where(and(eq(pages.slug, query.slug), eq(pages.status, 'publish')))
      .limit(1);
    if (!page) throw new HttpError(404, `No page found with slug: ${query.slug}`);
    return { page };
  });

  mount(app, contract.getMenu, async ({ db, query }) => {
    const [menu] = await db.select().from(menus).where(eq(menus.slug, query.menuSlug)).limit(1);
    if (!menu) throw new HttpError(404, `No menu found with slug: ${query.menuSlug}`);
    const items = await db
      .select({ id: menuItems.id, title: menuItems.title, url: menuItems.url, parent: menuItems.parentId })
      .from(menuItems)
      .where(eq(menuItems.menuId, menu.id))
      .orderBy(asc(menuItems.position), menuItems.id);
    return { load: { slug: menu.slug, name: menu.name, items } };
  });
}
