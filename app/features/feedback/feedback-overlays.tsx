/** The support widget, the new-version notice bar with its opt-out modal (helper A builds these). */
export function FeedbackOverlays() {
  return null;
}
