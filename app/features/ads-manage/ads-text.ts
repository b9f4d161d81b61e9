/**
 * The shapes of the ads pages' words (issue 33 §3): the server finishes them in the page's language
 * (ads-text.server.ts) and the components only show them. No catalogue here: types only. Sentences with an ad's
 * title or a product's name in them are Named: the names kept apart, to be marked translate="no".
 */
import type { Named } from '~/components/placed-text';

/** One ad's words: its badge, summary line, figures as [label, value], the pause/resume button and edit link. */
export interface AdText {
  status: string;
  line: Named;
  figures: [string, string][];
  toggle: { label: string; aria: string };
  edit: Named;
}

/** The list: its empty message, its label and each ad's words by id. */
export interface AdsListText {
  none: string;
  label: string;
  ads: Record<string, AdText>;
}

/** One day of the chart's table, every figure already written. */
export interface AdsDayText {
  day: string;
  label: string;
  impressions: string;
  clicks: string;
  clickThrough: string;
  spend: string;
  invalidImpressions: string;
  invalidClicks: string;
}

export interface AdsChartText {
  title: string;
  lead: string;
  notCharged: string;
  summary: string;
  caption: string;
  /** Day, impressions, clicks, click-through, spend, invalid impressions, invalid clicks. */
  headers: string[];
  days: AdsDayText[];
}

export interface BillingHistoryText {
  title: string;
  none: string;
  headers: [string, string, string];
  rows: { key: string; when: string; what: Named; amount: string }[];
}

export interface RangeText {
  label: string;
  ranges: Record<string, string>;
}
