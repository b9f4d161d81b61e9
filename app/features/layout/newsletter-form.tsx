/**
 * The footer's newsletter sign-up. With JavaScript a fetcher posts it and the answer shows in place; without,
 * the same form posts to /newsletter, which answers a page of its own (routes/newsletter.tsx).
 */
import { useFetcher } from '@remix-run/react';
import { href } from '~/routes';
import type { NewsletterResult } from './newsletter-messages';
import { useSiteText, type OverlayText } from '~/features/shell/site-text';
import * as s from './site-footer.css';

/** `id` keeps element ids unique when the page shows a second form (routes/newsletter.tsx). */
export function NewsletterForm({ result: shown, id = 'newsletter' }: { result?: NewsletterResult | null; id?: string }) {
  const fetcher = useFetcher<NewsletterResult>();
  const result = fetcher.data ?? shown ?? null;
  const busy = fetcher.state !== 'idle';
  const w = useSiteText()?.overlays ?? ({} as OverlayText);
  return (
    <fetcher.Form method="post" action={href('newsletter-signup')} className={s.newsletter} aria-label={w.news} noValidate>
      <label className={s.heading} htmlFor={`${id}-email`}>
        {w.newsHeading}
      </label>
      <div className={s.newsletterRow}>
        <input
          key={result?.ok ? 'done' : 'typing'}
          className={s.newsletterInput}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder="you@example.com"
          translate="no"
          defaultValue={result && !result.ok ? result.email : ''}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result ? `${id}-result` : undefined}
        />
        <button className={s.newsletterButton} type="submit" disabled={busy}>
          {busy ? w.signingUp : w.signUp}
        </button>
      </div>
      {result ? (
        <p id={`${id}-result`} className={result.ok ? s.newsletterOk : s.newsletterError} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
