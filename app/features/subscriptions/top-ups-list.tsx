/** The business's latest ads top-ups (newest first) under the fund form. */
import * as s from './subscriptions.css';

/** One top-up as the page shows it, finished in the page's language on the server. */
export interface TopUpView {
  reference: string;
  what: string;
  when: string;
}

export function TopUpsList({ topUps, title }: { topUps: readonly TopUpView[]; title: string }) {
  return (
    <section aria-label={title}>
      <h2 className={s.cardTitle}>{title}</h2>
      <ul className={s.payments}>
        {topUps.map((t) => (
          <li key={t.reference} className={s.paymentRow}>
            <span>{t.what}</span>
            <span className={s.muted}>{t.when}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
