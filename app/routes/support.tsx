/**
 * Support (spec §2 /support): where to get help — the knowledge base and its topics, guides, order tracking and
 * the ways to reach the team. Static links only, so it renders from the route table alone and is edge-cached.
 */
import type { MetaFunction } from '@remix-run/cloudflare';
import { Link } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, Section, layoutStyles } from '~/components/layout';
import { KnowledgeSearch } from '~/features/blog/blog-nav';
import { SupportEmailItem, SupportPhoneItem, SupportWhatsAppItem } from '~/features/support/support-contact-items';
import { SUPPORT } from '~/features/support/support-contacts';
import * as s from '~/features/support/support.css';
import { href } from '~/routes';

export const meta: MetaFunction = () => [
  { title: 'Support — Musika' },
  { name: 'description', content: 'Get help with buying and selling on Musika: FAQs, guides, order tracking and our support team.' },
];

const TILES = [
  { title: 'Buying', text: 'Paying, delivery, returns and staying safe.', to: `${href('faqs')}?category=buying`, link: 'Buying questions' },
  { title: 'Selling', text: 'Vendor accounts, packages, listings and orders.', to: `${href('faqs')}?category=selling`, link: 'Selling questions' },
  { title: 'Your account', text: 'Signing in, passwords and your details.', to: `${href('faqs')}?category=account`, link: 'Account questions' },
  { title: 'Track an order', text: 'See where your order is with its number and your phone.', to: href('order-tracking'), link: 'Track an order' },
  { title: 'Guides and videos', text: 'Step-by-step guides for buyers and sellers.', to: href('blog'), link: 'Read the blog' },
  { title: 'Compare accounts', text: 'What buyers and vendors can do, and the packages.', to: href('compare-accounts'), link: 'Compare accounts' },
];

export default function Support() {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Support' }]} />
      <PageTitle>How can we help?</PageTitle>
      <p className={layoutStyles.muted}>Search our answers, or pick a topic.</p>
      <KnowledgeSearch />
      <ul className={s.tiles} aria-label="Help topics">
        {TILES.map((t) => (
          <li key={t.title} className={s.tile}>
            <h2 className={s.tileTitle}>{t.title}</h2>
            <p>{t.text}</p>
            <Link to={t.to}>{t.link} →</Link>
          </li>
        ))}
      </ul>
      <Section title="Talk to us">
        <div className={s.card}>
          <ul className={s.list}>
            <li>
              <Link to={href('contact-us')}>Send us a message</Link> — we reply within one working day.
            </li>
            <SupportWhatsAppItem />
            <SupportEmailItem />
            <SupportPhoneItem />
          </ul>
          <p className={layoutStyles.muted}>{SUPPORT.hours}</p>
        </div>
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
