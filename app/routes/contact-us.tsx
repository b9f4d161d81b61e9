/**
 * Contact us (spec §2 /contact-us, §7 POST /contact): the form, and the other ways to reach support. The form
 * is a plain POST, so it works without JavaScript; the page itself is public and edge-cached (a POST never is).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { ContactForm } from '~/features/support/contact-form';
import { sendContactForm } from '~/features/support/contact-form.server';
import { contactFormText, contactItemsText, contactResultIn } from '~/features/support/contact-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { holes, Placed } from '~/components/placed-text';
import { SupportEmailItem, SupportPhoneItem, SupportWhatsAppItem } from '~/features/support/support-contact-items';
import { SUPPORT } from '~/features/support/support-contacts';
import * as s from '~/features/support/support.css';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text['contact.contactMeta'] ?? 'Contact us — Musika' },
  {
    name: 'description',
    content: data?.text['contact.contactDescription'] ?? 'Send the Musika support team a message, or reach us by WhatsApp, email or phone.',
  },
];

export function loader({ request }: LoaderFunctionArgs) {
  const { t } = requestTranslator(request);
  const text = pick(t, [
    'contact.contactMeta',
    'contact.contactDescription',
    'common.home',
    'contact.support',
    'contact.contactUs',
    'contact.faqs',
    'contact.otherWays',
  ]);
  // The FAQs link is put in by the page (`{link}`).
  return { text, intro: t('contact.contactIntro', holes('link')), form: contactFormText(t), items: contactItemsText(t) };
}

export async function action({ context, request }: ActionFunctionArgs) {
  // Its messages are the contact contract's English: said in the page's language.
  const result = contactResultIn(requestTranslator(request).t, await sendContactForm(context, request));
  return data(result, { status: result.sent ? 200 : 400 });
}

export default function ContactUs() {
  const { text: w, intro, form, items } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <Breadcrumbs
        items={[
          { label: w['common.home'], to: href('home') },
          { label: w['contact.support'], to: href('support') },
          { label: w['contact.contactUs'] },
        ]}
      />
      <PageTitle>{w['contact.contactUs']}</PageTitle>
      <p className={layoutStyles.muted}>
        <Placed text={intro} nodes={{ link: <Link to={href('faqs')}>{w['contact.faqs']}</Link> }} />
      </p>
      <div className={s.layout}>
        <div className={s.card}>
          <ContactForm result={result} text={form} />
        </div>
        <aside className={s.card} aria-label={w['contact.otherWays']}>
          <h2 className={s.tileTitle}>{w['contact.otherWays']}</h2>
          <ul className={s.list}>
            <SupportWhatsAppItem />
            <SupportEmailItem text={items} />
            <SupportPhoneItem text={items} />
            <li>
              {items.office} <span translate="no">{SUPPORT.office}</span>
            </li>
          </ul>
          <p className={layoutStyles.muted}>{items.hours}</p>
        </aside>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
