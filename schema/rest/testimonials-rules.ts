/**
 * Testimonials (spec §1, §3 Testimonial): what a story is and how a page shows it. The rules live with the
 * contract because the editors' form (schema/rest/admin-site-content.ts) enforces them on the server and the
 * pages (app/features/testimonials) use them to show a story's teaser.
 */
import { z } from 'zod';

export const CUSTOMER_ROLES = ['Vendor', 'Buyer'] as const;
export type CustomerRole = (typeof CUSTOMER_ROLES)[number];

/** A public testimonial as the pages show it (GET /testimonials). */
export const testimonial = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerRole: z.enum(CUSTOMER_ROLES),
  text: z.string(),
  /** The words of the control that opens the whole story. */
  linkText: z.string(),
  /** A page of the site with the customer's video story; null when there is none. */
  videoUrl: z.string().nullable(),
  /** Long stories show their first sentence and open to the rest. */
  expandable: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonial>;

/** Videos are Musika blog videos: tapping one loads no third-party player until the visitor asks. */
export const TESTIMONIAL_VIDEO_PATH = /^\/blog\/video\/[a-z0-9-]+$/;
export const TESTIMONIAL_TEXT = { min: 50, max: 1000 } as const;

/** The first sentence: what an expandable story shows before it is opened. */
export function teaser(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/** The rest after the teaser (empty when the story is one sentence). */
export function remainder(text: string): string {
  return text.slice(teaser(text).length).trim();
}

/** The list with one role first (the page's audience), keeping the order within each role. */
export function orderedFor<T extends { customerRole: CustomerRole }>(role: CustomerRole, list: readonly T[]): T[] {
  return [...list.filter((t) => t.customerRole === role), ...list.filter((t) => t.customerRole !== role)];
}
