/**
 * The editors' shopping centres and testimonials (issue 29): the list-shaped half of the site content contract
 * (paths in admin-site-content.ts's header, which re-exports this file: callers import one contract).
 */
import { z } from 'zod';
import { operatorText as text } from './admin-lists';
import { defineCall, noInput } from './call';
import { pageInfo } from './shared';
import { CUSTOMER_ROLES, remainder, TESTIMONIAL_TEXT, TESTIMONIAL_VIDEO_PATH, testimonial } from './testimonials-rules';
import { changed, CONTENT_STATUSES, link, listQuery, moveBody, SITE_CONTENT_MESSAGES as M, statusBody } from './admin-site-content-rules';

// ── Shopping centres ───────────────────────────────────────────────────────────────────────────────────────
const coordinate = (min: number, max: number, message: string) =>
  z.coerce.number({ invalid_type_error: message }).refine((n) => Number.isFinite(n) && n >= min && n <= max, message);
export const centreBody = z.object({
  name: text(2, 80, M.centreName),
  description: text(0, 1000, M.description).default(''),
  streetAddress: text(2, 120, M.streetAddress),
  suburb: text(0, 60, M.suburb).default(''),
  city: text(2, 60, M.city).refine((v) => /^[\p{L} '-]+$/u.test(v), M.city),
  lat: z.union([z.number(), z.string().trim().min(1, M.lat)], { errorMap: () => ({ message: M.lat }) }).pipe(coordinate(-22.5, -15.5, M.lat)),
  lng: z.union([z.number(), z.string().trim().min(1, M.lng)], { errorMap: () => ({ message: M.lng }) }).pipe(coordinate(25, 33.1, M.lng)),
  hours: text(0, 120, M.hours).default(''),
  parking: text(0, 200, M.parking).default(''),
  image: link(M.image, true).default(''),
});
export type CentreInput = z.infer<typeof centreBody>;
export const adminCentre = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  streetAddress: z.string(),
  suburb: z.string(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
  hours: z.string(),
  parking: z.string(),
  image: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  storeCount: z.number().int(),
});
export type AdminCentre = z.infer<typeof adminCentre>;
export const adminCentreStore = z.object({ businessId: z.number().int(), slug: z.string(), name: z.string(), unit: z.string(), status: z.string() });
export type AdminCentreStore = z.infer<typeof adminCentreStore>;
const centreAnswer = z.object({ centre: adminCentre, stores: z.array(adminCentreStore), changed });

export const listAdminCentres = defineCall({
  name: 'listAdminCentres',
  method: 'GET',
  path: '/admin/shopping-centres',
  query: listQuery,
  body: noInput,
  data: z.object({ load: z.array(adminCentre), pageInfo }),
});
export const getAdminCentre = defineCall({
  name: 'getAdminCentre',
  method: 'GET',
  path: '/admin/shopping-centres/:id',
  query: noInput,
  body: noInput,
  data: z.object({ centre: adminCentre, stores: z.array(adminCentreStore) }),
});
export const createCentre = defineCall({
  name: 'createCentre',
  method: 'POST',
  path: '/admin/shopping-centres',
  query: noInput,
  body: centreBody,
  data: centreAnswer,
});
export const editCentre = defineCall({
  name: 'editCentre',
  method: 'POST',
  path: '/admin/shopping-centres/:id',
  query: noInput,
  body: centreBody,
  data: centreAnswer,
});
export const setCentreStatus = defineCall({
  name: 'setCentreStatus',
  method: 'POST',
  path: '/admin/shopping-centres/:id/status',
  query: noInput,
  body: statusBody,
  data: centreAnswer,
});
export const linkCentreStore = defineCall({
  name: 'linkCentreStore',
  method: 'POST',
  path: '/admin/shopping-centres/:id/stores',
  query: noInput,
  body: z.object({ store: text(1, 200, M.storeNotFound), unit: text(0, 30, M.unit).default('') }),
  data: centreAnswer,
});
export const unlinkCentreStore = defineCall({
  name: 'unlinkCentreStore',
  method: 'POST',
  path: '/admin/shopping-centres/:id/stores/:businessId/remove',
  query: noInput,
  body: noInput,
  data: centreAnswer,
});

// ── Testimonials ───────────────────────────────────────────────────────────────────────────────────────────
export const testimonialBody = z
  .object({
    customerName: text(2, 60, M.customerName),
    customerRole: z.enum(CUSTOMER_ROLES, { errorMap: () => ({ message: M.customerRole }) }),
    text: text(TESTIMONIAL_TEXT.min, TESTIMONIAL_TEXT.max, M.testimonialText),
    linkText: text(2, 60, M.linkText),
    videoUrl: text(0, 200, M.videoUrl)
      .refine((v) => v === '' || TESTIMONIAL_VIDEO_PATH.test(v), M.videoUrl)
      .default(''),
    expandable: z.boolean({ invalid_type_error: M.expandable }).default(true),
  })
  .superRefine((t, ctx) => {
    if (t.expandable && !remainder(t.text)) ctx.addIssue({ code: 'custom', path: ['expandable'], message: M.expandable });
  });
export type TestimonialInput = z.infer<typeof testimonialBody>;
export const adminTestimonial = testimonial.extend({
  position: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  updatedAt: z.string(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonial>;
const testimonialAnswer = z.object({ testimonial: adminTestimonial, changed });

export const listTestimonials = defineCall({
  name: 'listTestimonials',
  method: 'GET',
  path: '/testimonials',
  query: noInput,
  body: noInput,
  data: z.object({ load: z.array(testimonial) }),
});
export const listAdminTestimonials = defineCall({
  name: 'listAdminTestimonials',
  method: 'GET',
  path: '/admin/testimonials',
  query: listQuery,
  body: noInput,
  data: z.object({ load: z.array(adminTestimonial), pageInfo }),
});
export const createTestimonial = defineCall({
  name: 'createTestimonial',
  method: 'POST',
  path: '/admin/testimonials',
  query: noInput,
  body: testimonialBody,
  data: testimonialAnswer,
});
const testimonialCall = <N extends string, B extends z.ZodTypeAny>(name: N, path: string, body: B) =>
  defineCall({ name, method: 'POST', path, query: noInput, body, data: testimonialAnswer });
export const editTestimonial = testimonialCall('editTestimonial', '/admin/testimonials/:id', testimonialBody);
export const setTestimonialStatus = testimonialCall('setTestimonialStatus', '/admin/testimonials/:id/status', statusBody);
export const moveTestimonial = testimonialCall('moveTestimonial', '/admin/testimonials/:id/move', moveBody);
