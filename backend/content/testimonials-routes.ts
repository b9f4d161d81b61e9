/**
 * GET /testimonials (schema/rest/admin-site-content.ts): the published testimonials in the editors' order, for
 * /sell-items and /compare-accounts. Public and edge-cached (server/edge-cache.ts); every editor's change purges.
 */
import * as contract from '../../schema/rest/admin-site-content';
import { mount, type BackendApp } from '../http';
import { publicTestimonial, publishedTestimonialsQuery } from './testimonials-queries';

export function registerTestimonialRoutes(app: BackendApp): void {
  mount(app, contract.listTestimonials, async ({ db }) => ({ load: (await publishedTestimonialsQuery(db)).map(publicTestimonial) }), {
    failure: contract.SITE_CONTENT_MESSAGES.list,
  });
}
