/**
 * The followers and newsletter screens' words in the page's language (issue 33 §3): the store's name is left as
 * `{business}` in the sentences that hold it (the page marks it translate="no"), dates are written here, and the newsletter
 * form's validation and the API's refusals are recognised by their English wording and said in the language.
 */
import { holes } from '~/components/placed-text';
import type { Language } from '~/lib/i18n/language';
import { dateTimeIn } from '~/lib/i18n/intl-format';
import { pick, translateMessage, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { FOLLOWER_MESSAGES, NEWSLETTER_LIMITS, NEWSLETTER_WINDOW_HOURS } from '../../../schema/rest/followers';
import type { NewsletterRow } from './newsletter-history';
import type { FollowerRow } from './followers-table';

const { business } = holes('business');
/** Written as the English always wrote it ("1,000"); sn and nd group digits the same way (CLDR). */
const grouped = (n: number) => n.toLocaleString('en-US');

export function followersText(t: Translate, language: Language, list: { total: number; subscribed: number; items: FollowerRow[] }) {
  return {
    meta: t('vendorPeople.metaFollowers'),
    title: t('dashboard.navFollowers'),
    summary: t('vendorPeople.followersSummary', { count: list.total, business, subscribed: list.subscribed }),
    none: t('vendorPeople.noFollowers', { business }),
    ...pick(t, ['vendorPeople.seeStorefront', 'vendorPeople.sendFollowersNewsletter'] as const),
    table: pick(t, ['vendorPeople.name', 'vendorPeople.followingSince', 'vendorPeople.newsletter'] as const),
    rows: list.items.map((f) => ({
      ...f,
      since: dateTimeIn(language, f.since),
      state: t(f.subscribed ? 'vendorPeople.subscribed' : 'vendorPeople.unsubscribed'),
    })),
  };
}

interface NewsletterList {
  subscribed: number;
  maxRecipients: number;
  nextAllowedAt?: string | null;
  pageInfo: { total: number };
  items: NewsletterRow[];
}

export function newsletterText(t: Translate, language: Language, list: NewsletterList, sent: number | null) {
  const recipients = Math.min(list.subscribed, list.maxRecipients);
  return {
    meta: t('vendorPeople.metaNewsletter'),
    title: t('dashboard.navNewsletter'),
    sent: sent === null ? null : t('vendorPeople.onItsWay', { count: sent }),
    intro: t('vendorPeople.writeTo', { count: list.subscribed, business, hours: NEWSLETTER_WINDOW_HOURS, max: grouped(list.maxRecipients) }),
    next: list.nextAllowedAt ? t('vendorPeople.nextAfter', { when: dateTimeIn(language, list.nextAllowedAt) }) : null,
    sentHeading: t('vendorPeople.sentNewsletters', { count: list.pageInfo.total }),
    ...pick(t, ['vendorPeople.nobodySubscribed', 'vendorPeople.seeFollowers', 'vendorPeople.noneSent'] as const),
    form: {
      ...pick(t, [
        'vendorPeople.writeNewsletter',
        'vendorPeople.subject',
        'vendorPeople.message',
        'vendorPeople.plainText',
        'vendorPeople.sending',
      ] as const),
      send: t('vendorPeople.sendTo', { count: recipients }),
    },
    history: {
      message: t('vendorPeople.message'),
      rows: list.items.map((n) => ({
        ...n,
        sentTo: t('vendorPeople.sentTo', { when: dateTimeIn(language, n.createdAt), count: n.recipients }),
        leftOutText: n.leftOut > 0 ? t('vendorPeople.leftOut', { count: n.leftOut, reach: n.recipients }) : '',
      })),
    },
  };
}

/** The newsletter's validation and the API's refusals we know, by their English wording (schema/rest/followers.ts). */
const REFUSALS: Record<string, [MessageKey, Record<string, string | number>?]> = {
  [FOLLOWER_MESSAGES.subject]: ['vendorPeople.errorSubject', { max: NEWSLETTER_LIMITS.subjectMax }],
  [FOLLOWER_MESSAGES.message]: ['vendorPeople.errorMessage', { min: NEWSLETTER_LIMITS.messageMin, max: grouped(NEWSLETTER_LIMITS.messageMax) }],
  [FOLLOWER_MESSAGES.tooSoon]: ['vendorPeople.errorTooSoon', { hours: NEWSLETTER_WINDOW_HOURS }],
  [FOLLOWER_MESSAGES.noFollowers]: ['vendorPeople.nobodySubscribed'],
  [FOLLOWER_MESSAGES.sendNewsletter]: ['vendorPeople.errorSending'],
  [FOLLOWER_MESSAGES.businessNotFound]: ['vendorPeople.followNotFound'],
};

export function newsletterRefusal(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = REFUSALS[message];
  return known ? t(known[0], known[1]) : translateMessage(t, message);
}
