/**
 * The published testimonials, shared by every page an isolate renders for a few seconds and retired with the
 * catalogue generation (an editor's change bumps it): asked of the API as a logged-out visitor, like the layout.
 * An outage shows the page without them rather than failing it.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { TestimonialsQuery } from '~/graphql/queries/testimonials.server';
import { sharedQuery } from '~/graphql/shared-query.server';
import type { Testimonial } from './testimonials';

export async function loadTestimonials(context: AppLoadContext, request: Request): Promise<Testimonial[]> {
  const { testimonials } = await sharedQuery(context, request, TestimonialsQuery, {}, { optional: ['testimonials'] });
  return (testimonials ?? []).map((t) => ({
    id: Number(t.id),
    customerName: t.customerName,
    customerRole: t.customerRole === 'VENDOR' ? 'Vendor' : 'Buyer',
    text: t.text,
    linkText: t.linkText,
    videoUrl: t.videoUrl ?? null,
    expandable: t.expandable,
  }));
}
