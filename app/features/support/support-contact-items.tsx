/** The list items that reach Musika's team (support, contact and company pages), linked the same way everywhere. */
import { SUPPORT } from './support-contacts';

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
    Phone: <a href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}>{SUPPORT.phone}</a>
  </li>
);
