/** The testimonials' own words in the page's language (the stories and names are their writers', translate="no"). */
import type { Translate } from '~/lib/i18n/translate.server';
import type { TestimonialsText } from './testimonials-section';

export function testimonialsText(t: Translate): TestimonialsText {
  return { watchVideo: t('publicMore.watchVideo'), Vendor: t('publicMore.roleVendor'), Buyer: t('publicMore.roleBuyer') };
}
