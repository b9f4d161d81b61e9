/** Report a product (spec §5): succeeds only when the API answers 201, else 'Failed to report product'. */
import { useFetcher } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import type { ReportText } from './product-page-text';
import * as s from './product-page.css';

export function ReportProduct({ text: w }: { text: ReportText }) {
  const fetcher = useFetcher<{ ok: boolean; error?: string }>({ key: 'report-product' });
  return (
    <details className={s.report}>
      <summary>{w.title}</summary>
      {fetcher.data?.ok ? (
        <p role="status">{w.thanks}</p>
      ) : (
        <fetcher.Form method="post" className={formStyles.form} aria-label={w.title}>
          <input type="hidden" name="intent" value="report" />
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w.what}</span>
            <select className={formStyles.input} name="reason" required defaultValue="">
              <option value="" disabled>
                {w.choose}
              </option>
              {w.reasons.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w.details}</span>
            <textarea className={formStyles.input} name="details" rows={2} maxLength={1000} />
          </label>
          {fetcher.data?.error ? (
            <p role="alert" className={formStyles.error}>
              {fetcher.data.error}
            </p>
          ) : null}
          <button className={button({ tone: 'secondary' })} type="submit" disabled={fetcher.state !== 'idle'}>
            {w.send}
          </button>
        </fetcher.Form>
      )}
    </details>
  );
}
