/**
 * ezw/v1 feedback (spec §7 "POST /feedback" {name, email, summary, requestTypeId 13, customfield_10059:{id}},
 * §9 rating ids). One call carries three kinds of feedback, told apart by requestTypeId:
 * - 13, the support widget's form (spec): name, email, summary and a rating are all required;
 * - 14, the new-version opt-out modal (ours): nothing is validated (spec §5), the summary holds the reasons;
 * - 15, the feature-rating popover (ours): a rating is required, the feature is named in `feature`.
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';

export const FEEDBACK_REQUEST_TYPE = { support: 13, optOut: 14, featureRating: 15 } as const;

/** Spec §9: ratings 1 to 5 map to ids 10046 to 10050. */
export const RATINGS = [
  { value: 1, id: 10046, label: 'Very Poor' },
  { value: 2, id: 10047, label: 'Poor' },
  { value: 3, id: 10048, label: 'Average' },
  { value: 4, id: 10049, label: 'Good' },
  { value: 5, id: 10050, label: 'Excellent' },
] as const;
export type RatingId = (typeof RATINGS)[number]['id'];

/** The id sent for a rating of 1–5 (null for anything else). */
export function ratingId(value: number): RatingId | null {
  return RATINGS.find((r) => r.value === value)?.id ?? null;
}

/** Spec §9 "Opt-out reasons", as the modal shows them. */
export const OPT_OUT_REASONS = [
  { value: 'confusing', label: 'Confusing or hard to navigate' },
  { value: 'slow', label: 'Slow or unresponsive' },
  { value: 'layout', label: 'I do not like the layout' },
  { value: 'missingFeature', label: 'A feature I need is missing' },
  { value: 'relearn', label: 'Hard to relearn' },
] as const;

export const FEEDBACK_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  emailInvalid: 'Email is invalid',
  summary: 'Feedback is required',
  rating: 'Please select a rating',
  failed: 'Something went wrong. Please try again.',
  sent: 'Thank you for your feedback!',
} as const;

const ratingIds = RATINGS.map((r) => r.id) as [RatingId, ...RatingId[]];
const rating = z.object(
  {
    id: z.coerce
      .number({ invalid_type_error: FEEDBACK_MESSAGES.rating })
      .refine((id): id is RatingId => (ratingIds as number[]).includes(id), FEEDBACK_MESSAGES.rating),
  },
  { required_error: FEEDBACK_MESSAGES.rating, invalid_type_error: FEEDBACK_MESSAGES.rating },
);
// Summaries are shown to staff as text, never as HTML: markup is kept as typed and escaped wherever shown.
const summary = z.string().trim().max(3000, 'The feedback is too long (at most 3000 characters)');
const email = z.string().trim().max(254, 'Email is too long').toLowerCase();
const optionalEmail = email.refine((v) => v === '' || z.string().email().safeParse(v).success, FEEDBACK_MESSAGES.emailInvalid).default('');
const name = z.string().trim().max(100, 'The name is too long');

const support = z.object({
  requestTypeId: z.literal(FEEDBACK_REQUEST_TYPE.support),
  name: z.string({ required_error: FEEDBACK_MESSAGES.name }).trim().min(1, FEEDBACK_MESSAGES.name).max(100, 'The name is too long'),
  email: z
    .string({ required_error: FEEDBACK_MESSAGES.email })
    .trim()
    .min(1, FEEDBACK_MESSAGES.email)
    .max(254, 'Email is too long')
    .email(FEEDBACK_MESSAGES.emailInvalid)
    .toLowerCase(),
  summary: z
    .string({ required_error: FEEDBACK_MESSAGES.summary })
    .trim()
    .min(1, FEEDBACK_MESSAGES.summary)
    .max(3000, 'The feedback is too long (at most 3000 characters)'),
  customfield_10059: rating,
  feature: z.literal('').default(''),
});

const optOut = z.object({
  requestTypeId: z.literal(FEEDBACK_REQUEST_TYPE.optOut),
  name: name.default(''),
  email: optionalEmail,
  summary: summary.default(''),
  customfield_10059: rating.nullable().default(null),
  feature: z.literal('').default(''),
});

const featureRating = z.object({
  requestTypeId: z.literal(FEEDBACK_REQUEST_TYPE.featureRating),
  name: name.default(''),
  email: optionalEmail,
  summary: summary.default(''),
  customfield_10059: rating,
  /** Which feature was rated, e.g. 'search-results' (a slug: it names a bucket, not free text). */
  feature: z.string().regex(/^[a-z0-9-]{1,60}$/, 'The feature must be a slug'),
});

export const feedbackInput = z.discriminatedUnion('requestTypeId', [support, optOut, featureRating], {
  errorMap: () => ({ message: 'requestTypeId must be 13, 14 or 15' }),
});
export type FeedbackInput = z.input<typeof feedbackInput>;

/** POST /feedback — stores the feedback for the team (rate limited per client IP). */
export const sendFeedback = defineCall({
  name: 'sendFeedback',
  method: 'POST',
  path: '/feedback',
  query: noInput,
  body: feedbackInput,
  data: z.object({ id: z.number().int(), message: z.string() }),
});
