import { Link } from '@remix-run/react';
import { useDelegatedLinks } from '~/lib/delegated-links';
import { container } from '~/components/layout.css';
import { ZigRateNote } from '~/features/money/dual-price';
import { href } from '~/routes';
import { NewsletterForm } from './newsletter-form';
import * as s from './site-footer.css';
import type { ChromeText } from './chrome-text';

interface FooterLink {
  id: string;
  title: string;
  url: string;
  ours?: true;
}

/** Plain anchors navigated client-side by one handler (delegated-links.ts). */
function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const onClick = useDelegatedLinks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegated handler for the links inside (delegated-links.ts); Enter on a focused link fires the same click.
    <nav aria-label={title} onClick={onClick}>
      <h2 className={s.heading}>{title}</h2>
      {/* The editors' menu: a link they added or renamed is their words, not the site's (menu-names.server.ts). */}
      <ul className={s.list}>
        {links.map((l) => (
          <li key={l.id} translate={l.ours ? undefined : 'no'}>
            <a className={s.link} href={l.url}>
              {l.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ text, company, support }: { text: ChromeText; company: FooterLink[]; support: FooterLink[] }) {
  return (
    <footer className={s.footer}>
      <div className={container}>
        <div className={s.columns}>
          <div>
            {/* Only what checkout takes (site-copy test). */}
            <h2 className={s.heading}>Musika</h2>
            <p>{text.footerAbout}</p>
            <p>
              <Link className={s.link} to={href('deals')}>
                {text.deals}
              </Link>
            </p>
            <NewsletterForm />
          </div>
          <LinkList title={text.company} links={company} />
          <LinkList title={text.support} links={support} />
        </div>
        <p className={s.legal}>
          © {new Date().getFullYear()} Musika · {text.pricesInUsd}
          <ZigRateNote /> · +263 · {/* The low-data switch (server/low-data-mode.ts): a plain link, so it works before and without JavaScript. */}
          {/* No class or rel: the product page's JS budget has bytes, not words, to spare (the switch answers noindex). */}
          <a href="/low-data?mode=on">{text.lowDataMode}</a>
        </p>
      </div>
    </footer>
  );
}
