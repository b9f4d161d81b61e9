/**
 * Turns measurements into the printed table and the PASS/MISS verdicts. Pure functions: run.mjs measures,
 * this only judges and formats, so the goals can be checked without a browser.
 */
import { COMMON_GOALS } from './profiles.mjs';

const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(0)} KB`);
const sec = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
const fixed = (value, digits) => (value == null ? '–' : value.toFixed(digits));

/** A profile's byte goal for this page (a number, or one per page name), else the common one. */
export function byteGoal(goal, page, common) {
  if (goal == null) return common;
  return typeof goal === 'object' ? (goal[page?.name] ?? common) : goal;
}

/**
 * PASS/MISS per goal for one row; a goal the profile does not set is null (shown blank).
 * @param {{ page?: any, profile: any, first: any, repeat: any }} row
 */
export function verdicts({ page, profile, first, repeat }) {
  const check = (value, limit, higherIsBetter = false) => {
    if (limit === undefined) return null;
    if (value == null) return 'MISS';
    return (higherIsBetter ? value >= limit : value <= limit) ? 'PASS' : 'MISS';
  };
  return {
    score: check(first.score, profile.goals.score, true),
    lcp: check(first.lcpMs, profile.goals.lcpMs),
    cls: check(first.cls, COMMON_GOALS.cls),
    tbt: null, // no goal of its own: it is part of the score
    firstViewBytes: check(first.bytes, byteGoal(profile.goals.firstViewBytes, page, COMMON_GOALS.firstViewBytes)),
    repeatViewBytes: check(repeat?.bytes, byteGoal(profile.goals.repeatViewBytes, page, COMMON_GOALS.repeatViewBytes)),
  };
}

const mark = (verdict) => (verdict ? ` ${verdict}` : '');

/**
 * The table: one line per page and profile. Columns are padded by hand (console.table quotes strings and
 * cannot align numbers right).
 * @param {Array<{ page: any, profile: any, first: any, repeat: any, verdicts: any }>} rows
 */
export function formatTable(rows) {
  const header = ['page', 'profile', 'score', 'LCP', 'CLS', 'TBT', 'first view', 'repeat view'];
  const lines = rows.map(({ page, profile, first, repeat, verdicts: v }) => [
    page.name,
    profile.name,
    `${first.score ?? '–'}${mark(v.score)}`,
    `${sec(first.lcpMs)}${mark(v.lcp)}`,
    `${fixed(first.cls, 3)}${mark(v.cls)}`,
    ms(first.tbtMs),
    `${kb(first.bytes)}${mark(v.firstViewBytes)}`,
    `${kb(repeat?.bytes)}${mark(v.repeatViewBytes)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const pad = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [pad(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(pad)].join('\n');
}

/** The goals, printed under the table so a reader knows what PASS means. */
export function formatGoals(profiles) {
  const perProfile = profiles
    .map((p) => {
      if (p.goals.score === undefined) {
        const first = Object.entries(p.goals.firstViewBytes ?? {}).map(([page, bytes]) => `${page} ≤ ${kb(bytes)}`);
        return `${p.name} first view ${first.join(', ')}, repeat view ≤ ${kb(p.goals.repeatViewBytes)}`;
      }
      return `${p.name} score ≥ ${p.goals.score}${p.goals.lcpMs ? ` with LCP ≤ ${sec(p.goals.lcpMs)}` : ''}`;
    })
    .join('; ');
  return (
    `goals: ${perProfile}; CLS ≤ ${COMMON_GOALS.cls}; otherwise first view ≤ ${kb(COMMON_GOALS.firstViewBytes)}; ` +
    `repeat view ≤ ${kb(COMMON_GOALS.repeatViewBytes)} (transferred bytes, all requests of the load)`
  );
}

/** Failing insights per page (one profile is enough: they come from the same load). */
export function formatFindings(rows) {
  const out = [];
  for (const { page, profile, first } of rows) {
    if (!first.findings.length && !first.lcpElement) continue;
    out.push(`${page.name} (${profile.name})${first.lcpElement ? ` — LCP element: ${first.lcpElement}` : ''}`);
    for (const f of first.findings) out.push(`  - ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`);
  }
  return out.join('\n');
}

/** Counts of misses, for the closing line (never the exit code: these are reports). */
export function countMisses(rows) {
  return rows.reduce((n, r) => n + Object.values(r.verdicts).filter((v) => v === 'MISS').length, 0);
}
