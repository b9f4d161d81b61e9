/**
 * The cards of a placement's ads, rendered to HTML on the server only (sponsored-html.server.tsx): the browser
 * never downloads this code, so ads cost the page's first load nothing but the slot (sponsored-slot.tsx).
 * Every card has the fixed shape of a product card: a 4/3 picture (the product's, or the store's logo) and a
 * body of fixed minimum height, so a slot's height does not depend on what its ads say.
 */
import type { SponsoredAdFragment } from '~/graphql/generated/graphql';
import * as grid from '~/components/product-card.css';
import { SponsoredCard } from './sponsored-card';
import * as s from './sponsored.css';

/** `mark`: "Sponsored" in the page's language. */
export function SponsoredCards({ ads, mark = 'Sponsored' }: { ads: readonly SponsoredAdFragment[]; mark?: string }) {
  return (
    <section className={s.slot} aria-label={mark} data-ad-slot={ads[0].placement.toLowerCase()}>
      <p className={s.heading}>{mark}</p>
      <ul className={grid.grid}>
        {ads.map((ad) => (
          <li key={ad.id}>
            <SponsoredCard ad={ad} mark={mark} />
          </li>
        ))}
      </ul>
    </section>
  );
}
