import { Link } from '@remix-run/react';
import { useDelegatedLinks } from '~/lib/delegated-links';
import { container } from '~/components/layout.css';
import { ZigRateNote } from '~/features/money/dual-price';
import { href } from '~/routes';
import { NewsletterForm } from './newsletter-form';
import * as s from './site-footer.css';

interface FooterLink {
  id: string;
  title: string;
  url: string;
}

/** Plain anchors navigated client-side by one handler (delegated-links.ts). */
function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const onClick = useDelegatedLinks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegated handler for the links inside (delegated-links.ts); Enter on a focused link fires the same click.
    <nav aria-label={title} onClick={onClick}>
      <h2 className={s.heading}>{title}</h2>
      <ul className={s.list}>
        {links.map((l) => (
          <li key={l.id}>
            <a className={s.link} href={l.url}>
              {l.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ company, support }: { company: FooterLink[]; support: FooterLink[] }) {
  return (
    <footer className={s.footer}>
      <div className={container}>
        <div className={s.columns}>
          <div>
            {/* Only what checkout takes (site-copy test). */}
            <h2 className={s.heading}>Musika</h2>
            <p>
              Zimbabwe's marketplace: buy from local stores in Harare, Bulawayo, Mutare, Gweru and beyond. Pay the store on delivery or when you
              collect, or pay now with EcoCash, OneMoney, InnBucks or a card through Paynow.
            </p>
            <p>
              <Link className={s.link} to={href('deals')}>
                Today's deals →
              </Link>
            </p>
            <NewsletterForm />
          </div>
          <LinkList title="Company" links={company} />
          <LinkList title="Support" links={support} />
        </div>
        <p className={s.legal}>
          © {new Date().getFullYear()} Musika · Prices in US dollars
          <ZigRateNote /> · +263 · {/* The low-data switch (server/low-data-mode.ts): a plain link, so it works before and without JavaScript. */}
          {/* No class or rel: the product page's JS budget has bytes, not words, to spare (the switch answers noindex). */}
          <a href="/low-data?mode=on">Low-data mode</a>
        </p>
      </div>
    </footer>
  );
}
