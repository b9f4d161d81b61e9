/** The published testimonials /sell-items and /compare-accounts show (editors keep them: /admin/content/testimonials/). */
import { graphql } from '../generated';

export const TestimonialsQuery = graphql(`
  query Testimonials_List {
    testimonials { id customerName customerRole text linkText videoUrl expandable }
  }
`);
