/**
 * Feedback: the feature-rating popover (search results), the ratings' names and the feedback action's answers
 * (the REST contract's English, schema/rest/feedback.ts, read back into these keys by feedback-text.server.ts).
 */
export const support = {
  'support.rateQuestion': 'How would you rate {label}?',
  'support.searchResults': 'these search results',
  'support.close': 'Close',
  'support.yourRating': 'Your rating',
  'support.sending': 'Sending…',
  'support.sendRating': 'Send rating',
  'support.rating1': 'Very Poor',
  'support.rating2': 'Poor',
  'support.rating3': 'Average',
  'support.rating4': 'Good',
  'support.rating5': 'Excellent',
  'support.error.name': 'Name is required',
  'support.error.email': 'Email is required',
  'support.error.emailInvalid': 'Email is invalid',
  'support.error.summary': 'Feedback is required',
  'support.error.rating': 'Please select a rating',
  'support.error.failed': 'Something went wrong. Please try again.',
  'support.sent': 'Thank you for your feedback!',
} as const;
