/**
 * The testimonials (spec §1, §3), server-rendered on /sell-items and /compare-accounts from the editors' list
 * (loaded by the page: testimonials.server.ts). A long story shows
 * its first sentence and opens with a native <details>, so it works without JavaScript and adds no JS.
 */
import { Link } from '@remix-run/react';
import { orderedFor, remainder, teaser, type CustomerRole, type Testimonial } from './testimonials';
import * as s from './testimonials.css';

function Story({ t }: { t: Testimonial }) {
  const rest = t.expandable ? remainder(t.text) : '';
  return (
    <li>
      <figure className={s.card} data-testid="testimonial">
        <blockquote className={s.quote}>
          {rest ? (
            <>
              <p className={s.more}>{teaser(t.text)}</p>
              <details>
                <summary className={s.summary}>{t.linkText}</summary>
                <p className={s.more}>{rest}</p>
              </details>
            </>
          ) : (
            <p className={s.more}>{t.text}</p>
          )}
        </blockquote>
        {t.videoUrl ? (
          <Link className={s.video} to={t.videoUrl} prefetch="intent">
            Watch the video
          </Link>
        ) : null}
        <figcaption className={s.who}>
          <cite className={s.name}>{t.customerName}</cite>
          <span className={s.role}>{t.customerRole}</span>
        </figcaption>
      </figure>
    </li>
  );
}

export function TestimonialsSection({
  audience,
  testimonials,
  title = 'What our vendors and buyers say',
}: {
  audience: CustomerRole;
  testimonials: readonly Testimonial[];
  title?: string;
}) {
  if (testimonials.length === 0) return null;
  return (
    <section className={s.section} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className={s.heading}>
        {title}
      </h2>
      <ul className={s.list}>
        {orderedFor(audience, testimonials).map((t) => (
          <Story key={t.id} t={t} />
        ))}
      </ul>
    </section>
  );
}
