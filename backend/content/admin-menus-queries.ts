/**
 * The editors' menus (issue 29): reading a menu as a tree of one level, and writing a changed tree back. Positions
 * are kept in display order across the whole menu (a parent, its sub-items, the next parent…), so the public read
 * (backend/content/content-routes.ts getMenu: position order, flat) lists sub-items right after their parent.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminMenu } from '../../schema/rest/admin-site-content';
import type { Db } from '../db/client';
import type { Statement } from '../db/run-batch';
import { menuItems, menus } from '../db/schema';
import { stampHolds } from './admin-site-content-edit';

export type MenuItemRow = AdminMenu['items'][number];
export interface MenuRow {
  id: number;
  slug: string;
  name: string;
  editKey: string | null;
  items: MenuItemRow[];
}

/** The statement the lists read (menu_items_menu_idx), exported so the plan test can EXPLAIN it. */
export const menuItemsQuery = (db: Db, menuId: number) =>
  db
    .select({ id: menuItems.id, title: menuItems.title, url: menuItems.url, parent: menuItems.parentId, position: menuItems.position })
    .from(menuItems)
    .where(eq(menuItems.menuId, menuId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));

export async function menuById(db: Db, id: number): Promise<MenuRow | null> {
  const [menu] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
  return menu ? { ...menu, items: await menuItemsQuery(db, id) } : null;
}

export async function allMenus(db: Db): Promise<AdminMenu[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.name));
  return Promise.all(rows.map(async (m) => ({ id: m.id, slug: m.slug, name: m.name, items: await menuItemsQuery(db, m.id) })));
}

export async function menuOfItem(db: Db, itemId: number): Promise<number | null> {
  const [row] = await db.select({ menuId: menuItems.menuId }).from(menuItems).where(eq(menuItems.id, itemId)).limit(1);
  return row?.menuId ?? null;
}

export const publicMenu = (m: MenuRow): AdminMenu => ({ id: m.id, slug: m.slug, name: m.name, items: m.items });

/** Top-level items and each parent's sub-items, each in position order. */
export function treeOf(items: readonly MenuItemRow[]): { top: MenuItemRow[]; children: Map<number, MenuItemRow[]> } {
  const top: MenuItemRow[] = [];
  const children = new Map<number, MenuItemRow[]>();
  const ids = new Set(items.map((i) => i.id));
  for (const item of items) {
    // A sub-item whose parent is gone shows at the top rather than disappearing.
    if (item.parent === null || !ids.has(item.parent)) top.push(item);
    else children.set(item.parent, [...(children.get(item.parent) ?? []), item]);
  }
  return { top, children };
}

/** The tree flattened in display order with positions 0…n-1 and each item's parent. */
export function flatten(top: readonly MenuItemRow[], children: ReadonlyMap<number, readonly MenuItemRow[]>): MenuItemRow[] {
  const out: MenuItemRow[] = [];
  for (const item of top) {
    out.push({ ...item, parent: null, position: out.length });
    for (const child of children.get(item.id) ?? []) out.push({ ...child, parent: item.id, position: out.length });
  }
  return out;
}

/**
 * The statements that turn `before` into `after` (same menu; an item with id 0 is new), each guarded by the
 * menu's stamp; the first stamps the menu where it still carries the key that was read.
 */
export function menuWrites(db: Db, menu: MenuRow, after: readonly MenuItemRow[], stamp: string): Statement[] {
  const holds = stampHolds('menus', menu.id, stamp);
  const statements: Statement[] = [
    db
      .update(menus)
      .set({ editKey: stamp })
      .where(and(eq(menus.id, menu.id), sql`${menus.editKey} is ${menu.editKey}`)),
  ];
  const kept = new Set(after.map((i) => i.id));
  for (const gone of menu.items.filter((i) => !kept.has(i.id))) {
    statements.push(db.delete(menuItems).where(and(eq(menuItems.id, gone.id), holds)));
  }
  const before = new Map(menu.items.map((i) => [i.id, i]));
  for (const item of after) {
    const old = before.get(item.id);
    if (!old) {
      statements.push(
        db.insert(menuItems).select(sql`select null, ${menu.id}, ${item.parent}, ${item.title}, ${item.url}, ${item.position} where ${holds}`),
      );
    } else if (old.title !== item.title || old.url !== item.url || old.parent !== item.parent || old.position !== item.position) {
      statements.push(
        db
          .update(menuItems)
          .set({ title: item.title, url: item.url, parentId: item.parent, position: item.position })
          .where(and(eq(menuItems.id, item.id), holds)),
      );
    }
  }
  return statements;
}
