/**
 * Feedback in the page's language (issue 33 §3): the feature-rating popover's words (finished here and handed to
 * the page: the popover's chunk holds no catalogue) and the feedback action's answers, whose messages are the
 * REST contract's English (schema/rest/feedback.ts, kept for API clients) read back into keys.
 */
import { translateMessage, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { FEEDBACK_MESSAGES } from '../../../schema/rest/feedback';
import type { FeedbackResult } from './feedback.server';
import type { FeatureRatingText } from './feature-rating-text';

const RATING_KEYS = ['support.rating1', 'support.rating2', 'support.rating3', 'support.rating4', 'support.rating5'] as const;

/** The ratings' names, 1 to 5. */
export const ratingLabels = (t: Translate) => RATING_KEYS.map((key) => t(key));

/** The popover's words for one feature; `label` completes "How would you rate …?". */
export function featureRatingText(t: Translate, label: string): FeatureRatingText {
  return {
    question: t('support.rateQuestion', { label }),
    close: t('support.close'),
    legend: t('support.yourRating'),
    sending: t('support.sending'),
    send: t('support.sendRating'),
    ratings: ratingLabels(t),
    required: t('support.error.rating'),
    failed: t('support.error.failed'),
  };
}

const MESSAGE_KEY: Record<string, MessageKey> = {
  [FEEDBACK_MESSAGES.name]: 'support.error.name',
  [FEEDBACK_MESSAGES.email]: 'support.error.email',
  [FEEDBACK_MESSAGES.emailInvalid]: 'support.error.emailInvalid',
  [FEEDBACK_MESSAGES.summary]: 'support.error.summary',
  [FEEDBACK_MESSAGES.rating]: 'support.error.rating',
  [FEEDBACK_MESSAGES.failed]: 'support.error.failed',
  [FEEDBACK_MESSAGES.sent]: 'support.sent',
};

const say = (t: Translate, message: string) => translateMessage(t, MESSAGE_KEY[message] ?? message);

/** The action's answer with its messages in the language (unknown ones as they came). */
export function feedbackResultIn(t: Translate, result: FeedbackResult): FeedbackResult {
  if (result.sent) return { ...result, message: say(t, result.message) };
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, say(t, message)]));
  return { ...result, errors, formError: result.formError ? say(t, result.formError) : null };
}
