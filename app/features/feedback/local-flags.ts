/**
 * What the feedback overlays remember in localStorage (nothing is sent to the server). Its own tiny module:
 * the always-loaded mount needs only this, not the rules.
 */
export const NOTICE_DISMISSED_KEY = 'musika:new-version-notice-dismissed';
/** Set on <html> before the first paint when the visitor closed the notice bar (the bar's CSS hides it then). */
export const NOTICE_DISMISSED_ATTR = 'data-notice-dismissed';
/** root.tsx inlines this in <head>: the server HTML is shared, only the browser knows it was closed. */
export const NOTICE_DISMISSED_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(NOTICE_DISMISSED_KEY)}))document.documentElement.setAttribute(${JSON.stringify(NOTICE_DISMISSED_ATTR)},'')}catch(e){}`;
export const featurePromptKey = (feature: string) => `musika:feature-rating:${feature}`;

/** localStorage may be missing or refuse (private mode, quota): every read and write tolerates that. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered: the visitor sees the prompt again next time, which is harmless.
  }
}
