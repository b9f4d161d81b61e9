/**
 * Contact us (spec §2 /contact-us, §7 POST /contact): the form, and the other ways to reach support. The form
 * is a plain POST, so it works without JavaScript; the page itself is public and edge-cached (a POST never is).
 */
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { ContactForm } from '~/features/support/contact-form';
import { sendContactForm } from '~/features/support/contact-form.server';
import { SupportEmailItem, SupportPhoneItem, SupportWhatsAppItem } from '~/features/support/support-contact-items';
import { SUPPORT } from '~/features/support/support-contacts';
import * as s from '~/features/support/support.css';
import { href } from '~/routes';

export const meta: MetaFunction = () => [
  { title: 'Contact us — Musika' },
  { name: 'description', content: 'Send the Musika support team a message, or reach us by WhatsApp, email or phone.' },
];

export async function action({ context, request }: ActionFunctionArgs) {
  const result = await sendContactForm(context, request);
  return data(result, { status: result.sent ? 200 : 400 });
}

export default function ContactUs() {
  const result = useActionData<typeof action>();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Support', to: href('support') }, { label: 'Contact us' }]} />
      <PageTitle>Contact us</PageTitle>
      <p className={layoutStyles.muted}>
        Many answers are already in our <Link to={href('faqs')}>FAQs</Link>. For a problem with an order, message the seller first.
      </p>
      <div className={s.layout}>
        <div className={s.card}>
          <ContactForm result={result} />
        </div>
        <aside className={s.card} aria-label="Other ways to reach us">
          <h2 className={s.tileTitle}>Other ways to reach us</h2>
          <ul className={s.list}>
            <SupportWhatsAppItem />
            <SupportEmailItem />
            <SupportPhoneItem />
            <li>Office: {SUPPORT.office}</li>
          </ul>
          <p className={layoutStyles.muted}>{SUPPORT.hours}</p>
        </aside>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
