/**
 * The feature-rating popover's words in the page's language, written by the page's loader
 * (feedback-text.server.ts): the popover's chunk holds no catalogue.
 */
export interface FeatureRatingText {
  /** "How would you rate these search results?" */
  question: string;
  close: string;
  legend: string;
  sending: string;
  send: string;
  /** The ratings' names, 1 to 5. */
  ratings: string[];
  required: string;
  failed: string;
}
