/** ezw/v1 pages and menus (spec §7). */
import { z } from 'zod';
import { defineCall, noInput, slugParam } from './call';

export const page = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type RestPage = z.infer<typeof page>;

export const menuItem = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  parent: z.number().int().nullable(),
});

/** GET /pages?slug= — answers `data.page`. */
export const getPage = defineCall({
  name: 'getPage',
  method: 'GET',
  path: '/pages',
  query: z.object({ slug: slugParam }),
  body: noInput,
  data: z.object({ page }),
  unwrap: 'page',
});

/** POST /menu?menuSlug= — a navigation menu (e.g. footer-company, footer-support) with flat items. */
export const getMenu = defineCall({
  name: 'getMenu',
  method: 'POST',
  path: '/menu',
  query: z.object({ menuSlug: slugParam }),
  body: noInput,
  data: z.object({ load: z.object({ slug: z.string(), name: z.string(), items: z.array(menuItem) }) }),
  unwrap: 'load',
});

export type RestMenu = z.infer<typeof getMenu.data>['load'];
