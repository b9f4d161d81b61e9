/**
 * Testimonials (spec §1; fields of spec §3 Testimonial). They were a static list in the client; they are now rows
 * editors keep (issue 29: /admin/content/testimonials/), seeded with the original 11
 * (scripts/seed/testimonials.mjs) and loaded server-side by the pages that show them (testimonials.server.ts).
 * The rules — what a story is, its teaser, the audience first — are the contract's (schema/rest/testimonials-rules.ts).
 */
export { orderedFor, remainder, teaser, type CustomerRole, type Testimonial } from '../../../schema/rest/testimonials-rules';
