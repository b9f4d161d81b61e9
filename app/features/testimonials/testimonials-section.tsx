/**
 * The testimonials (spec §1, §3), server-rendered on /sell-items and /compare-accounts from the editors' list
 * (loaded by the page: testimonials.server.ts). A long story shows
 * its first sentence and opens with a native <details>, so it works without JavaScript and adds no JS. A story,
 * its link text and its writer are the editors' words (translate="no"); the rest comes in `text`, else English.
 */
import { Link } from '@remix-run/react';
import { orderedFor, remainder, teaser, type CustomerRole, type Testimonial } from './testimonials';
import * as s from './testimonials.css';

/** The section's own words, by what they name (a role by its value). */
export interface TestimonialsText {
  watchVideo: string;
  Vendor: string;
  Buyer: string;
}

const ENGLISH: TestimonialsText = { watchVideo: 'Watch the video', Vendor: 'Vendor', Buyer: 'Buyer' };

function Story({ t, text }: { t: Testimonial; text: TestimonialsText }) {
  const rest = t.expandable ? remainder(t.text) : '';
  return (
    <li>
      <figure className={s.card} data-testid="testimonial">
        <blockquote className={s.quote}>
          {rest ? (
            <>
              <p className={s.more} translate="no">
                {teaser(t.text)}
              </p>
              <details>
                <summary className={s.summary} translate="no">
                  {t.linkText}
                </summary>
                <p className={s.more} translate="no">
                  {rest}
                </p>
              </details>
            </>
          ) : (
            <p className={s.more} translate="no">
              {t.text}
            </p>
          )}
        </blockquote>
        {t.videoUrl ? (
          <Link className={s.video} to={t.videoUrl} prefetch="intent">
            {text.watchVideo}
          </Link>
        ) : null}
        <figcaption className={s.who}>
          <cite className={s.name} translate="no">
            {t.customerName}
          </cite>
          <span className={s.role}>{text[t.customerRole] ?? t.customerRole}</span>
        </figcaption>
      </figure>
    </li>
  );
}

export function TestimonialsSection({
  audience,
  testimonials,
  title = 'What our vendors and buyers say',
  text = ENGLISH,
}: {
  audience: CustomerRole;
  testimonials: readonly Testimonial[];
  title?: string;
  text?: TestimonialsText;
}) {
  if (testimonials.length === 0) return null;
  return (
    <section className={s.section} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className={s.heading}>
        {title}
      </h2>
      <ul className={s.list}>
        {orderedFor(audience, testimonials).map((t) => (
          <Story key={t.id} t={t} text={text} />
        ))}
      </ul>
    </section>
  );
}
