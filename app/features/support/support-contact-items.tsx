/** The list items that reach Musika's team (support, contact and company pages), linked the same way everywhere. */
import { SUPPORT } from './support-contacts';
import type { ContactItemsText } from './contact-text';
import { displayPhone, phoneHref } from '~/lib/phone-display';

/** The lines' words in the page's language (contact-text.server.ts); a page that does not give them shows English. */
type Props = { text?: ContactItemsText };

export const SupportWhatsAppItem = () => (
  <li>
    WhatsApp: <a href={SUPPORT.whatsAppLink}>{SUPPORT.whatsApp}</a>
  </li>
);

export const SupportEmailItem = ({ text }: Props) => (
  <li>
    {text?.email ?? 'Email:'} <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
  </li>
);

export const SupportPhoneItem = ({ text }: Props) => (
  <li>
    {text?.phone ?? 'Phone:'} <a href={phoneHref(SUPPORT.phone)}>{displayPhone(SUPPORT.phone)}</a>
  </li>
);
