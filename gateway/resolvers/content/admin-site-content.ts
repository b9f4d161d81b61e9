/**
 * The editors' site content (schema/graphql/admin-site-content.graphql ⇄ schema/rest/admin-site-content.ts). Thin:
 * the REST API decides who may act and every rule. Admin queries let REST 401/403 through as errors; a mutation's
 * expected failures (bad input, not found, a race lost) are userErrors naming the input field when REST names one
 * ("title: …"). The public testimonials and notice bar are plain reads.
 */
import * as contract from '../../../schema/rest/admin-site-content';
import type { AdminCentre, AdminCentreStore, AdminTestimonial } from '../../../schema/rest/admin-site-content';
import type { Testimonial } from '../../../schema/rest/testimonials-rules';
import { userErrorsFrom } from '../../errors';
import type { Resolvers, SiteContentFilter, TestimonialRole } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';

const M = contract.SITE_CONTENT_MESSAGES;
const isId = (v: string | null | undefined): v is string => typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v);
/** REST field names that differ from the GraphQL input's. */
const FIELD_NAMES: Record<string, string> = { parent: 'parentId', store: 'store', status: 'published' };
const FIELD = /^([a-zA-Z]+): /;

function userErrors(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const name = FIELD.exec(message)?.[1] ?? null;
  const field = name ? (FIELD_NAMES[name] ?? name) : null;
  return userErrorsFrom(error, field).map((e) => ({ ...e, message: e.message.replace(FIELD, '') }));
}

type UserErrors = { field: string | null; message: string }[];

/** Runs a mutation's REST call; expected failures become the payload's userErrors beside `empty` (the object null). */
async function attempt<E extends object, R extends { changed: boolean }>(
  empty: E,
  run: () => Promise<R>,
): Promise<(R | (E & { changed: false })) & { userErrors: UserErrors }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    return { ...empty, changed: false, userErrors: userErrors(error) };
  }
}
const notFound = <T extends object>(empty: T, field: string, message: string) => ({ ...empty, changed: false, userErrors: [{ field, message }] });

const statusOf = (filter: SiteContentFilter | null | undefined) => (filter === 'PUBLISHED' ? 'publish' : filter === 'DRAFT' ? 'draft' : 'all');
const role = (r: Testimonial['customerRole']) => r.toUpperCase() as TestimonialRole;
const restRole = (r: TestimonialRole) => (r === 'VENDOR' ? 'Vendor' : 'Buyer');

const menuOut = (m: contract.AdminMenu) => ({
  ...m,
  id: String(m.id),
  items: m.items.map((i) => ({ ...i, id: String(i.id), parentId: i.parent === null ? null : String(i.parent) })),
});
const centreOut = (c: AdminCentre) => ({ ...c, id: String(c.id), published: c.status === 'publish' });
const detailOut = (d: { centre: AdminCentre; stores: AdminCentreStore[] }) => ({
  centre: centreOut(d.centre),
  stores: d.stores.map((s) => ({ ...s, businessId: String(s.businessId) })),
});
const testimonialOut = (t: Testimonial) => ({ ...t, id: String(t.id), customerRole: role(t.customerRole) });
const adminTestimonialOut = (t: AdminTestimonial) => ({
  ...t,
  id: String(t.id),
  customerRole: role(t.customerRole),
  published: t.status === 'publish',
});

const centreAnswer = async (call: Promise<Parameters<typeof detailOut>[0] & { changed: boolean }>) => {
  const { changed, ...detail } = await call;
  return { centre: detailOut(detail), changed };
};

export const adminSiteContentResolvers: Resolvers = {
  Query: {
    testimonials: async (_root, _args, ctx) => (await ctx.rest.call(contract.listTestimonials, {})).load.map(testimonialOut),
    noticeBar: async (_root, _args, ctx) => (await ctx.rest.call(contract.getNoticeBar, {})).notice,
    adminMenus: async (_root, _args, ctx) => (await ctx.rest.call(contract.listAdminMenus, {})).menus.map(menuOut),
    adminShoppingCentres: async (_root, { status, search, page }, ctx) => {
      const paging = boundedPage(page, 20);
      const query = { status: statusOf(status), search: search?.trim() || undefined, page: paging.page, per_page: paging.perPage } as const;
      const data = await ctx.rest.call(contract.listAdminCentres, { query });
      return { items: data.load.map(centreOut), pageInfo: data.pageInfo };
    },
    adminShoppingCentre: async (_root, { id }, ctx) => {
      if (!isId(id)) return null;
      try {
        return detailOut(await ctx.rest.call(contract.getAdminCentre, { params: { id } }));
      } catch (error) {
        if (error instanceof Error && 'status' in error && error.status === 404) return null;
        throw error;
      }
    },
    adminTestimonials: async (_root, { status, search, page }, ctx) => {
      const paging = boundedPage(page, 20);
      const query = { status: statusOf(status), search: search?.trim() || undefined, page: paging.page, per_page: paging.perPage } as const;
      const data = await ctx.rest.call(contract.listAdminTestimonials, { query });
      return { items: data.load.map(adminTestimonialOut), pageInfo: data.pageInfo };
    },
    adminNoticeBar: async (_root, _args, ctx) => (await ctx.rest.call(contract.getAdminNoticeBar, {})).notice,
  },
  Mutation: {
    saveMenuItem: async (_root, { input }, ctx) => {
      const empty = { menu: null };
      if (input.parentId && !isId(input.parentId)) return notFound(empty, 'parentId', M.parent);
      const body = { title: input.title, url: input.url, parent: input.parentId ? Number(input.parentId) : null };
      if (input.itemId) {
        if (!isId(input.itemId)) return notFound(empty, 'itemId', M.itemNotFound);
        const itemId = input.itemId;
        return attempt(empty, async () => {
          const { menu, changed } = await ctx.rest.call(contract.editMenuItem, { params: { id: itemId }, body });
          return { menu: menuOut(menu), changed };
        });
      }
      if (!isId(input.menuId)) return notFound(empty, 'menuId', M.menuNotFound);
      const menuId = input.menuId;
      return attempt(empty, async () => {
        const { menu, changed } = await ctx.rest.call(contract.addMenuItem, { params: { id: menuId }, body });
        return { menu: menuOut(menu), changed };
      });
    },
    moveMenuItem: async (_root, { input }, ctx) => {
      const empty = { menu: null };
      if (!isId(input.itemId)) return notFound(empty, 'itemId', M.itemNotFound);
      const direction = input.direction === 'DOWN' ? 'down' : 'up';
      return attempt(empty, async () => {
        const { menu, changed } = await ctx.rest.call(contract.moveMenuItem, { params: { id: input.itemId }, body: { direction } });
        return { menu: menuOut(menu), changed };
      });
    },
    removeMenuItem: async (_root, { input }, ctx) => {
      const empty = { menu: null };
      if (!isId(input.itemId)) return notFound(empty, 'itemId', M.itemNotFound);
      return attempt(empty, async () => {
        const { menu, changed } = await ctx.rest.call(contract.removeMenuItem, { params: { id: input.itemId }, body: {} });
        return { menu: menuOut(menu), changed };
      });
    },
    saveShoppingCentre: async (_root, { input }, ctx) => {
      const empty = { centre: null };
      const { id, ...fields } = input;
      const body = {
        ...fields,
        description: fields.description ?? '',
        suburb: fields.suburb ?? '',
        hours: fields.hours ?? '',
        parking: fields.parking ?? '',
        image: fields.image ?? '',
      };
      if (id && !isId(id)) return notFound(empty, 'id', M.centreNotFound);
      return attempt(empty, () =>
        centreAnswer(id ? ctx.rest.call(contract.editCentre, { params: { id }, body }) : ctx.rest.call(contract.createCentre, { body })),
      );
    },
    changeShoppingCentre: async (_root, { action, input }, ctx) => {
      const empty = { centre: null };
      if (!isId(input.centreId)) return notFound(empty, 'centreId', M.centreNotFound);
      const id = input.centreId;
      if (action === 'UNLINK' && !isId(input.businessId)) return notFound(empty, 'businessId', M.storeNotFound);
      return attempt(empty, () =>
        centreAnswer(
          action === 'PUBLISH'
            ? ctx.rest.call(contract.setCentreStatus, { params: { id }, body: { status: input.published === false ? 'draft' : 'publish' } })
            : action === 'LINK'
              ? ctx.rest.call(contract.linkCentreStore, { params: { id }, body: { store: input.store ?? '', unit: input.unit ?? '' } })
              : ctx.rest.call(contract.unlinkCentreStore, { params: { id, businessId: String(input.businessId) }, body: {} }),
        ),
      );
    },
    saveTestimonial: async (_root, { input }, ctx) => {
      const empty = { testimonial: null };
      const { id, ...fields } = input;
      if (id && !isId(id)) return notFound(empty, 'id', M.testimonialNotFound);
      const body = { ...fields, customerRole: restRole(fields.customerRole), videoUrl: fields.videoUrl ?? '' };
      return attempt(empty, async () => {
        const { testimonial, changed } = id
          ? await ctx.rest.call(contract.editTestimonial, { params: { id }, body })
          : await ctx.rest.call(contract.createTestimonial, { body });
        return { testimonial: adminTestimonialOut(testimonial), changed };
      });
    },
    changeTestimonial: async (_root, { input }, ctx) => {
      const empty = { testimonial: null };
      if (!isId(input.id)) return notFound(empty, 'id', M.testimonialNotFound);
      const params = { id: input.id };
      return attempt(empty, async () => {
        const { testimonial, changed } = input.direction
          ? await ctx.rest.call(contract.moveTestimonial, { params, body: { direction: input.direction === 'DOWN' ? 'down' : 'up' } })
          : await ctx.rest.call(contract.setTestimonialStatus, { params, body: { status: input.published === false ? 'draft' : 'publish' } });
        return { testimonial: adminTestimonialOut(testimonial), changed };
      });
    },
    saveNoticeBar: async (_root, { input }, ctx) => {
      const body = {
        enabled: input.enabled,
        text: input.text,
        linkText: input.linkText ?? '',
        linkUrl: input.linkUrl ?? '',
        textAfter: input.textAfter ?? '',
      };
      return attempt({ notice: null }, () => ctx.rest.call(contract.saveNoticeBar, { body }));
    },
  },
};
