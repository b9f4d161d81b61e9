/**
 * The business's ads, newest first: each with its status badge, what it promotes, where and how it is paid,
 * today's and all-time figures, a pause or resume button (a plain form post: works without JavaScript) and a
 * link to edit it. Every word comes finished from the server in the page's language (ads-text.server.ts).
 */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Placed } from '~/components/placed-text';
import { href } from '~/routes';
import type { AdsListText, AdText } from './ads-text';
import type { Ad } from './labels';
import * as s from './ads-manage.css';

export function StatusBadge({ ad, label }: { ad: Pick<Ad, 'status'>; label: string }) {
  return (
    <span className={s.badge[ad.status]} data-testid="ad-status">
      {label}
    </span>
  );
}

/** Pause, or resume a paused ad that has not ended. */
export function PauseResumeForm({ ad, toggle }: { ad: Pick<Ad, 'id' | 'paused' | 'status'>; toggle: AdText['toggle'] }) {
  if (ad.status === 'ENDED') return null;
  return (
    <Form method="post" className={s.inlineForm}>
      <input type="hidden" name="intent" value={ad.paused ? 'resume' : 'pause'} />
      <input type="hidden" name="adId" value={ad.id} />
      <button className={button({ tone: 'secondary' })} type="submit" aria-label={toggle.aria}>
        {toggle.label}
      </button>
    </Form>
  );
}

export function AdFiguresList({ figures }: { figures: AdText['figures'] }) {
  return (
    <dl className={s.figures}>
      {figures.map(([label, value]) => (
        <div key={label} className={s.figure}>
          <dt className={s.figureLabel}>{label}</dt>
          <dd className={s.figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AdsList({ ads, text }: { ads: Ad[]; text: AdsListText }) {
  if (ads.length === 0) return <p>{text.none}</p>;
  return (
    <ul className={s.list} aria-label={text.label}>
      {ads.map((ad) => {
        const words = text.ads[ad.id];
        return (
          <li key={ad.id} className={s.card} data-testid="ad-card">
            <div className={s.cardHead}>
              <h3 className={s.cardTitle} translate="no">
                {ad.title}
              </h3>
              <StatusBadge ad={ad} label={words.status} />
            </div>
            <p className={s.muted}>
              <Placed {...words.line} />
            </p>
            <AdFiguresList figures={words.figures} />
            <div className={s.row}>
              <PauseResumeForm ad={ad} toggle={words.toggle} />
              <Link to={href('update-ad', { adID: ad.id })}>
                <Placed {...words.edit} />
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
