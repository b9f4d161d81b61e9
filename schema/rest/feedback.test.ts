/** POST /feedback's contract (spec §7, §9): rating ids, request types and the support form's messages. */
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, FEEDBACK_REQUEST_TYPE, OPT_OUT_REASONS, RATINGS, feedbackInput, ratingId } from './feedback';

describe('ratings 1 to 5 map to ids 10046 to 10050, labelled Very Poor, Poor, Average, Good, Excellent', () => {
  it('maps each rating to its id and label', () => {
    expect(RATINGS.map((r) => [r.value, r.id, r.label])).toEqual([
      [1, 10046, 'Very Poor'],
      [2, 10047, 'Poor'],
      [3, 10048, 'Average'],
      [4, 10049, 'Good'],
      [5, 10050, 'Excellent'],
    ]);
    expect([1, 2, 3, 4, 5].map(ratingId)).toEqual([10046, 10047, 10048, 10049, 10050]);
  });

  it('has no id for anything outside 1 to 5', () => {
    expect([0, 6, 2.5, -1].map(ratingId)).toEqual([null, null, null, null]);
  });
});

describe('feedback request type id 13', () => {
  const good = { requestTypeId: 13, name: 'Tendai', email: 'tendai@example.com', summary: 'Nice', customfield_10059: { id: 10050 } };

  it('is the support form’s type; the opt-out (14) and feature ratings (15) have their own', () => {
    expect(FEEDBACK_REQUEST_TYPE).toEqual({ support: 13, optOut: 14, featureRating: 15 });
    expect(feedbackInput.parse(good)).toMatchObject({ requestTypeId: 13, customfield_10059: { id: 10050 } });
  });

  it('support feedback form: name, email, feedback and rating are required with the spec’s messages', () => {
    const message = (body: object) => feedbackInput.safeParse(body).error?.issues[0].message;
    expect(message({ ...good, name: ' ' })).toBe(FEEDBACK_MESSAGES.name);
    expect(message({ ...good, email: '' })).toBe(FEEDBACK_MESSAGES.email);
    expect(message({ ...good, email: 'not-an-email' })).toBe(FEEDBACK_MESSAGES.emailInvalid);
    expect(message({ ...good, summary: '' })).toBe(FEEDBACK_MESSAGES.summary);
    expect(message({ ...good, customfield_10059: undefined })).toBe(FEEDBACK_MESSAGES.rating);
    expect(FEEDBACK_MESSAGES).toMatchObject({
      name: 'Name is required',
      email: 'Email is required',
      emailInvalid: 'Email is invalid',
      summary: 'Feedback is required',
      rating: 'Please select a rating',
    });
  });

  it('opt-out modal: rating, reasons and optional contact phone or comment are not validated', () => {
    expect(feedbackInput.safeParse({ requestTypeId: 14 }).success).toBe(true);
    expect(OPT_OUT_REASONS.map((r) => r.value)).toEqual(['confusing', 'slow', 'layout', 'missingFeature', 'relearn']);
  });

  it('feature rating needs a rating', () => {
    expect(feedbackInput.safeParse({ requestTypeId: 15, feature: 'search-results' }).error?.issues[0].message).toBe(FEEDBACK_MESSAGES.rating);
    expect(FEEDBACK_MESSAGES.failed).toBe('Something went wrong. Please try again.');
  });
});
