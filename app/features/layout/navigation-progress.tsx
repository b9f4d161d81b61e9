/**
 * Loading feedback for client navigations and form posts. Remix keeps the old page on screen until the next
 * one's data arrives; on a slow connection that looked like nothing was happening. A thin bar fixed to the
 * top of the viewport (so nothing below it moves) shows while a page loads or a form is sent, and a polite
 * live region says the same to screen readers. Without JavaScript the browser's own loading indicator does
 * this job, so the server renders nothing here.
 */
import { useFetchers, useNavigation } from '@remix-run/react';
import * as s from './navigation-progress.css';

type Pending = 'loading' | 'submitting' | null;

/** What is in flight: a form being sent (a page's or a fetcher's), a page loading, or nothing. */
export function pendingState(navigation: { state: string }, fetchers: { state: string }[]): Pending {
  // Fetcher loads (search suggestions, live filters) show their own feedback; only their posts count here.
  if (navigation.state === 'submitting' || fetchers.some((f) => f.state === 'submitting')) return 'submitting';
  return navigation.state === 'loading' ? 'loading' : null;
}

type Labels = Record<Exclude<Pending, null>, string>;
const ENGLISH: Labels = { loading: 'Loading the page…', submitting: 'Sending…' };

/** `labels`: the words in the page's language (the root loader's chrome text). */
export function ProgressBar({ pending, labels: LABEL = ENGLISH }: { pending: Pending; labels?: Labels }) {
  return (
    <>
      {pending ? <div className={s.bar} role="progressbar" aria-label={LABEL[pending]} /> : null}
      {/* Always in the document, so the change of text is announced. */}
      <p className="visually-hidden" aria-live="polite">
        {pending ? LABEL[pending] : ''}
      </p>
    </>
  );
}

export function NavigationProgress({ labels }: { labels?: Labels }) {
  return <ProgressBar pending={pendingState(useNavigation(), useFetchers())} labels={labels} />;
}
