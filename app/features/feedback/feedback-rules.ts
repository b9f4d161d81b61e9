/**
 * The feedback overlays' timings and limits (spec §4, §9), as plain values and pure functions so each rule
 * has a unit test of its own and the components only wire them up.
 */

/** Spec §9: the support form's success message resets the form after 3 s. */
export const FEEDBACK_RESET_MS = 3000;
/** Spec §4/§9: the rating popover shows its thank-you, then closes 2 s after submit. */
export const RATING_CLOSE_MS = 2000;
/** Spec §2/§9: the notice bar is shown only while scrolled within 10 px of the top. */
export const NOTICE_TOP_PX = 10;
/** Spec §2/§9: closing the notice bar animates for 400 ms. */
export const NOTICE_CLOSE_MS = 400;
/** Spec §9: feedback is prompted per feature at most once every 2 months (stored locally). */
export const FEATURE_PROMPT_MONTHS = 2;

/** Whether the notice bar shows at this scroll position: within 10 px of the top, hidden beyond. */
export function noticeVisibleAt(scrollY: number): boolean {
  return scrollY <= NOTICE_TOP_PX;
}

/** The moment a feature may be prompted again: 2 calendar months after it was last prompted. */
export function nextFeaturePrompt(last: Date): Date {
  const next = new Date(last.getTime());
  const day = next.getUTCDate();
  next.setUTCMonth(next.getUTCMonth() + FEATURE_PROMPT_MONTHS, 1);
  // 31 December + 2 months is the end of February, never 3 March.
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Whether a feature whose last prompt was stored as `stored` (ISO time, or null) may be prompted `now`. */
export function mayPromptFeature(stored: string | null, now: Date): boolean {
  if (!stored) return true;
  const last = new Date(stored);
  // Unreadable or future values (a clock set back) do not silence the prompt for ever.
  if (Number.isNaN(last.getTime()) || last.getTime() > now.getTime()) return true;
  return now.getTime() >= nextFeaturePrompt(last).getTime();
}

/** Runs `then` once, `ms` from now; answers a cancel for the component's cleanup. */
function after(ms: number, then: () => void): () => void {
  const timer = setTimeout(then, ms);
  return () => clearTimeout(timer);
}

/** After the support form's success message: reset the form 3 s later. */
export const scheduleFormReset = (reset: () => void) => after(FEEDBACK_RESET_MS, reset);

/** After a feature rating's thank-you: close the popover 2 s later. */
export const scheduleRatingClose = (close: () => void) => after(RATING_CLOSE_MS, close);

/** Closing the notice bar: the animation starts now, the bar goes (and is remembered) when it ends, 400 ms later. */
export function closeNoticeBar(startAnimation: () => void, finish: () => void): () => void {
  startAnimation();
  return after(NOTICE_CLOSE_MS, finish);
}
