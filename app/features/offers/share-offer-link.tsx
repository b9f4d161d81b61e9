/**
 * For the store: the offer's link to send the buyer by WhatsApp or SMS. The buyer opens it with their phone
 * number, without logging in, and can buy at the agreed price once accepted. Plain links, no script needed.
 */
import { formStyles } from '~/components/form';
import { layoutStyles } from '~/components/layout';
import type { OfferViewPartsFragment } from '~/graphql/generated/graphql';
import { displayPhone, whatsAppHref } from '~/lib/phone-display';

type Offer = Pick<OfferViewPartsFragment['offer'], 'buyerName' | 'buyerPhone' | 'product'>;

export function shareText(offer: Offer, link: string): string {
  return `Hi ${offer.buyerName}, about your offer on ${offer.product.name} on Musika: ${link}`;
}

export function ShareOfferLink({ offer, link }: { offer: Offer; link: string }) {
  const text = shareText(offer, link);
  return (
    <section aria-label="Send the buyer the offer">
      <label className={formStyles.field}>
        <span className={formStyles.label}>Link for {offer.buyerName} (opens with their phone number, no login)</span>
        <input className={formStyles.input} readOnly value={link} name="offer-link" />
      </label>
      <p className={formStyles.links}>
        <a href={whatsAppHref(offer.buyerPhone, text)} rel="noopener noreferrer" target="_blank">
          Send by WhatsApp
        </a>
        <a href={`sms:+${offer.buyerPhone}?body=${encodeURIComponent(text)}`}>Send by SMS</a>
      </p>
      <p className={layoutStyles.muted}>The link shows the offer only to someone who knows {displayPhone(offer.buyerPhone)}.</p>
    </section>
  );
}
