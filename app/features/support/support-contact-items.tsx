/** The list items that reach Musika's team (support, contact and company pages), linked the same way everywhere. */
import { SUPPORT } from './support-contacts';
import { displayPhone, phoneHref } from '~/lib/phone-display';

export const SupportWhatsAppItem = () => (
  <li>
    WhatsApp: <a href={SUPPORT.whatsAppLink}>{SUPPORT.whatsApp}</a>
  </li>
);

export const SupportEmailItem = () => (
  <li>
    Email: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
  </li>
);

export const SupportPhoneItem = () => (
  <li>
    Phone: <a href={phoneHref(SUPPORT.phone)}>{displayPhone(SUPPORT.phone)}</a>
  </li>
);
