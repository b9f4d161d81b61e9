/** The newsletter sign-up's texts (no dependencies: the footer is on every page). */
export const NEWSLETTER_MESSAGES = {
  required: 'Email is required',
  invalid: 'Email is invalid',
  subscribed: 'Thank you — you are subscribed. Look out for deals and news from Musika.',
  failed: 'We could not sign you up. Please try again.',
} as const;

export interface NewsletterResult {
  ok: boolean;
  /** What the visitor typed, kept on error. */
  email: string;
  message: string;
}
