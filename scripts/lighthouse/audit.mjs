/**
 * One Lighthouse navigation through the Node API, reduced to the numbers the report needs.
 * The caller owns Chrome (one instance for the whole run: launching Chromium costs seconds on our machines).
 */
import lighthouse from 'lighthouse';

/** Audits that explain a MISS; the report lists the failing ones so a regression says where to look. */
const FINDING_GROUPS = new Set(['insights', 'diagnostics']);

/**
 * @param {string} url
 * @param {{ port: number, settings: object, repeatView?: boolean }} options
 *   repeatView: keep the browser cache and storage from the previous load of this URL. Lighthouse clears
 *   both before every run by default (a first visit); with `disableStorageReset` the same Chrome reloads
 *   the page with a warm HTTP cache, which is what a returning visitor pays for.
 */
export async function audit(url, { port, settings, repeatView = false }) {
  const config = {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      disableStorageReset: repeatView,
      ...settings,
    },
  };
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // A runtime error (page did not load, Chrome crashed) still yields an lhr: report it, never a fake score.
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return summarise(lhr);
}

/** @param {any} lhr */
function summarise(lhr) {
  const a = lhr.audits;
  const num = (id) => (typeof a[id]?.numericValue === 'number' ? a[id].numericValue : null);
  const score = lhr.categories.performance.score;
  return {
    score: score === null ? null : Math.round(score * 100),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    speedIndexMs: num('speed-index'),
    bytes: num('total-byte-weight'),
    requests: a['network-requests']?.details?.items?.length ?? null,
    lcpElement: lcpElement(a),
    findings: findings(lhr),
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** Which element was the LCP, as a selector: tells whether the LCP is an image (and which) or text. */
function lcpElement(audits) {
  const items = audits['lcp-breakdown-insight']?.details?.items ?? [];
  for (const item of items) {
    if (item?.type === 'node') return item.selector ?? item.snippet ?? null;
    for (const sub of item?.items ?? []) if (sub?.type === 'node') return sub.selector ?? sub.snippet ?? null;
  }
  return null;
}

/** Insights and diagnostics that did not pass, with Lighthouse's own one-line explanation. */
function findings(lhr) {
  const refs = lhr.categories.performance.auditRefs.filter((ref) => FINDING_GROUPS.has(ref.group));
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((x) => x && typeof x.score === 'number' && x.score < 0.9 && x.scoreDisplayMode !== 'informative')
    .map((x) => ({ id: x.id, title: x.title, displayValue: x.displayValue ?? '' }));
}
