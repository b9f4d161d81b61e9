/** Report a product (spec §5): succeeds only when the API answers 201, else 'Failed to report product'. */
import { useFetcher } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import * as s from './product-page.css';

const REASONS: [string, string][] = [
  ['COUNTERFEIT', 'Counterfeit or fake'],
  ['PROHIBITED', 'Not allowed to be sold'],
  ['SCAM', 'Looks like a scam'],
  ['WRONG_CATEGORY', 'In the wrong category'],
  ['OFFENSIVE', 'Offensive'],
  ['OTHER', 'Something else'],
];

export function ReportProduct() {
  const fetcher = useFetcher<{ ok: boolean; error?: string }>({ key: 'report-product' });
  return (
    <details className={s.report}>
      <summary>Report this product</summary>
      {fetcher.data?.ok ? (
        <p role="status">Thank you — our team will look at it.</p>
      ) : (
        <fetcher.Form method="post" className={formStyles.form} aria-label="Report this product">
          <input type="hidden" name="intent" value="report" />
          <label className={formStyles.field}>
            <span className={formStyles.label}>What is wrong?</span>
            <select className={formStyles.input} name="reason" required defaultValue="">
              <option value="" disabled>
                Choose a reason
              </option>
              {REASONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className={formStyles.field}>
            <span className={formStyles.label}>Details (optional)</span>
            <textarea className={formStyles.input} name="details" rows={2} maxLength={1000} />
          </label>
          {fetcher.data?.error ? (
            <p role="alert" className={formStyles.error}>
              {fetcher.data.error}
            </p>
          ) : null}
          <button className={button({ tone: 'secondary' })} type="submit" disabled={fetcher.state !== 'idle'}>
            Send report
          </button>
        </fetcher.Form>
      )}
    </details>
  );
}
