/**
 * The business's ads, newest first: each with its status badge, what it promotes, where and how it is paid,
 * today's and all-time figures, a pause or resume button (a plain form post: works without JavaScript) and a
 * link to edit it.
 */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';
import { bidUnit, percent, PLACEMENT_LABELS, STATUS_LABELS, type Ad } from './labels';
import * as s from './ads-manage.css';

export function StatusBadge({ ad }: { ad: Pick<Ad, 'status'> }) {
  return (
    <span className={s.badge[ad.status]} data-testid="ad-status">
      {STATUS_LABELS[ad.status]}
    </span>
  );
}

/** Pause, or resume a paused ad that has not ended. */
export function PauseResumeForm({ ad }: { ad: Pick<Ad, 'id' | 'paused' | 'status' | 'title'> }) {
  if (ad.status === 'ENDED') return null;
  const resume = ad.paused;
  return (
    <Form method="post" className={s.inlineForm}>
      <input type="hidden" name="intent" value={resume ? 'resume' : 'pause'} />
      <input type="hidden" name="adId" value={ad.id} />
      <button className={button({ tone: 'secondary' })} type="submit" aria-label={`${resume ? 'Resume' : 'Pause'} ${ad.title}`}>
        {resume ? 'Resume' : 'Pause'}
      </button>
    </Form>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className={s.figure}>
      <dt className={s.figureLabel}>{label}</dt>
      <dd className={s.figureValue}>{value}</dd>
    </div>
  );
}

export function AdFiguresList({ ad }: { ad: Ad }) {
  return (
    <dl className={s.figures}>
      <Figure label="Impressions today" value={ad.today.impressions} />
      <Figure label="Clicks today" value={ad.today.clicks} />
      <Figure label="Spent today" value={formatMoney(ad.today.spend.amountCents, ad.today.spend.currency)} />
      <Figure label="Impressions" value={ad.total.impressions} />
      <Figure label="Clicks" value={ad.total.clicks} />
      <Figure label="Click-through" value={percent(ad.total.clickThrough)} />
      <Figure label="Spent" value={formatMoney(ad.total.spend.amountCents, ad.total.spend.currency)} />
    </dl>
  );
}

export function AdsList({ ads }: { ads: Ad[] }) {
  if (ads.length === 0) return <p>No ads yet. Create your first ad to bring buyers to your products.</p>;
  return (
    <ul className={s.list} aria-label="Your ads">
      {ads.map((ad) => (
        <li key={ad.id} className={s.card} data-testid="ad-card">
          <div className={s.cardHead}>
            <h3 className={s.cardTitle}>{ad.title}</h3>
            <StatusBadge ad={ad} />
          </div>
          <p className={s.muted}>
            {`${ad.product ? ad.product.name : 'The whole store'} · ${PLACEMENT_LABELS[ad.placement]} · ${formatMoney(ad.bid.amountCents, ad.bid.currency)} ${bidUnit(ad.pricing)} · budget ${formatMoney(ad.dailyBudget.amountCents, ad.dailyBudget.currency)} a day · ${ad.startsOn} to ${ad.endsOn}`}
          </p>
          <AdFiguresList ad={ad} />
          <div className={s.row}>
            <PauseResumeForm ad={ad} />
            <Link to={href('update-ad', { adID: ad.id })}>Edit {ad.title}</Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
