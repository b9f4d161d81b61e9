/**
 * Support (spec §2 /support): where to get help — the knowledge base and its topics, guides, order tracking and
 * the ways to reach the team. Static links and words only (in the page's language; the edge cache keys by
 * language), so it is edge-cached.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, Section, layoutStyles } from '~/components/layout';
import { KnowledgeSearch } from '~/features/blog/blog-nav';
import { knowledgeSearchText } from '~/features/blog/blog-text.server';
import { contactItemsText, supportPageText } from '~/features/support/contact-text.server';
import { SupportEmailItem, SupportPhoneItem, SupportWhatsAppItem } from '~/features/support/support-contact-items';
import * as s from '~/features/support/support.css';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text['contact.supportMeta'] ?? 'Support — Musika' },
  {
    name: 'description',
    content:
      data?.text['contact.supportDescription'] ?? 'Get help with buying and selling on Musika: FAQs, guides, order tracking and our support team.',
  },
];

export function loader({ request }: LoaderFunctionArgs) {
  const { t } = requestTranslator(request);
  return { text: supportPageText(t), search: knowledgeSearchText(t), items: contactItemsText(t) };
}

type Words = ReturnType<typeof supportPageText>;

/** The topic tiles: each one's title, line and link text in the page's language. */
const tiles = (w: Words) => [
  { title: w['contact.tileBuying'], text: w['contact.tileBuyingText'], to: `${href('faqs')}?category=buying`, link: w['contact.tileBuyingLink'] },
  { title: w['contact.tileSelling'], text: w['contact.tileSellingText'], to: `${href('faqs')}?category=selling`, link: w['contact.tileSellingLink'] },
  { title: w['contact.tileAccount'], text: w['contact.tileAccountText'], to: `${href('faqs')}?category=account`, link: w['contact.tileAccountLink'] },
  { title: w['contact.tileTrack'], text: w['contact.tileTrackText'], to: href('order-tracking'), link: w['contact.tileTrack'] },
  { title: w['contact.tileGuides'], text: w['contact.tileGuidesText'], to: href('blog'), link: w['contact.tileGuidesLink'] },
  { title: w['contact.tileCompare'], text: w['contact.tileCompareText'], to: href('compare-accounts'), link: w['contact.tileCompare'] },
];

export default function Support() {
  const { text: w, search, items } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: w['common.home'], to: href('home') }, { label: w['contact.support'] }]} />
      <PageTitle>{w['contact.howCanWeHelp']}</PageTitle>
      <p className={layoutStyles.muted}>{w['contact.searchOrPick']}</p>
      <KnowledgeSearch text={search} />
      <ul className={s.tiles} aria-label={w['contact.helpTopics']}>
        {tiles(w).map((t) => (
          <li key={t.title} className={s.tile}>
            <h2 className={s.tileTitle}>{t.title}</h2>
            <p>{t.text}</p>
            <Link to={t.to}>{t.link} →</Link>
          </li>
        ))}
      </ul>
      <Section title={w['contact.talkToUs']}>
        <div className={s.card}>
          <ul className={s.list}>
            <li>
              <Link to={href('contact-us')}>{w['contact.sendUsMessage']}</Link>
              {w['contact.replyWithin']}
            </li>
            <SupportWhatsAppItem />
            <SupportEmailItem text={items} />
            <SupportPhoneItem text={items} />
          </ul>
          <p className={layoutStyles.muted}>{items.hours}</p>
        </div>
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
