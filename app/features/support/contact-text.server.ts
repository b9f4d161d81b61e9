/**
 * Reaching Musika's team in the page's language (issue 33 §3): /support, /support/feedback, /contact-us, the
 * contact form and its answers, and the support widget's words. The contact contract's messages are its English
 * (schema/rest/contact.ts, kept for API clients), read back into keys here; unknown ones pass through as worded.
 */
import { CONTACT_MESSAGES } from '../../../schema/rest/contact';
import { CONTACT_TOPICS, type ContactTopic } from '../../../schema/rest/contact-topics';
import { ratingLabels } from '~/features/feedback/feedback-text.server';
import { holes } from '~/components/placed-text';
import { pick, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import type { ContactResult } from './contact-form.server';
import type { ContactFormText, ContactItemsText, FeedbackFormText, SupportWidgetText } from './contact-text';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

export function contactItemsText(t: Translate): ContactItemsText {
  return { email: t('contact.email'), phone: t('contact.phone'), office: t('contact.office'), hours: t('contact.hours') };
}

const TOPIC_KEY: Record<ContactTopic, MessageKey> = {
  order: 'contact.topicOrder',
  selling: 'contact.topicSelling',
  account: 'contact.topicAccount',
  report: 'contact.topicReport',
  other: 'contact.topicOther',
};

export function contactFormText(t: Translate): ContactFormText {
  return {
    label: t('contact.contactUs'),
    name: t('contact.yourName'),
    email: t('contact.emailLabel'),
    phone: t('contact.phoneOptional'),
    topic: t('contact.topic'),
    topics: Object.fromEntries(CONTACT_TOPICS.map((topic) => [topic, t(TOPIC_KEY[topic])])) as Record<ContactTopic, string>,
    message: t('contact.message'),
    hint: t('contact.messageHint'),
    sending: t('contact.sending'),
    send: t('contact.sendMessage'),
  };
}

export function feedbackFormText(t: Translate): FeedbackFormText {
  return {
    label: t('contact.sendFeedback'),
    name: t('contact.name'),
    email: t('contact.emailLabel'),
    rate: t('contact.rateMusika'),
    feedback: t('contact.feedback'),
    sending: t('contact.sending'),
    send: t('contact.sendFeedbackButton'),
    ratings: ratingLabels(t),
  };
}

export function supportWidgetText(t: Translate): SupportWidgetText {
  return {
    support: t('contact.support'),
    feedbackTab: t('contact.feedbackTab'),
    feedbackTitle: t('contact.sendFeedback'),
    liveChat: t('contact.liveChat'),
    chatWith: t('contact.chatWithStore', holes('name')),
    whatsAppIntro: t('contact.whatsAppIntro'),
    hours: t('contact.hours'),
    openWhatsApp: t('contact.openWhatsApp'),
    greeting: t('contact.whatsAppGreeting'),
    form: feedbackFormText(t),
  };
}

/** The contact contract's English (schema/rest/contact.ts and its `text('Name', 100)` rules) → keys. */
const MESSAGE_KEY: Record<string, MessageKey> = {
  [CONTACT_MESSAGES.name]: 'contact.error.name',
  'Name is too long (at most 100 characters)': 'contact.error.nameLong',
  'Name must be plain text, without HTML': 'contact.error.nameMarkup',
  'Name has characters that cannot be shown': 'contact.error.nameCharacters',
  [CONTACT_MESSAGES.email]: 'contact.error.email',
  'Email is too long': 'contact.error.emailLong',
  [CONTACT_MESSAGES.emailInvalid]: 'contact.error.emailInvalid',
  'The phone number is too long': 'contact.error.phoneLong',
  'The phone number may hold only digits, spaces and +': 'contact.error.phoneDigits',
  [CONTACT_MESSAGES.topic]: 'contact.error.topic',
  [CONTACT_MESSAGES.message]: 'contact.error.message',
  'The message is too long (at most 3000 characters)': 'contact.error.messageLong',
  'Your message could not be sent. Please try again.': 'contact.error.failed',
  [CONTACT_MESSAGES.sent]: 'contact.sent',
};

const say = (t: Translate, message: string) => (MESSAGE_KEY[message] ? t(MESSAGE_KEY[message]) : apiMessageIn(t, message));

/** The contact action's answer with its messages in the language (unknown ones as they came). */
export function contactResultIn(t: Translate, result: ContactResult): ContactResult {
  if (result.sent) return { ...result, message: say(t, result.message) };
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, say(t, message)]));
  return { ...result, errors, formError: result.formError ? say(t, result.formError) : null };
}

/** The /support page's own words. */
export function supportPageText(t: Translate) {
  return pick(t, [
    'contact.supportMeta',
    'contact.supportDescription',
    'common.home',
    'contact.support',
    'contact.howCanWeHelp',
    'contact.searchOrPick',
    'contact.helpTopics',
    'contact.tileBuying',
    'contact.tileBuyingText',
    'contact.tileBuyingLink',
    'contact.tileSelling',
    'contact.tileSellingText',
    'contact.tileSellingLink',
    'contact.tileAccount',
    'contact.tileAccountText',
    'contact.tileAccountLink',
    'contact.tileTrack',
    'contact.tileTrackText',
    'contact.tileGuides',
    'contact.tileGuidesText',
    'contact.tileGuidesLink',
    'contact.tileCompare',
    'contact.tileCompareText',
    'contact.talkToUs',
    'contact.sendUsMessage',
    'contact.replyWithin',
  ]);
}
