/**
 * The support widget's panel (spec §2 overlay 4): tabs 'Feedback' and 'Live Chat', titled 'Send Feedback' or
 * 'Live Chat', in the site's one modal. Loaded only when the floating button is first pressed.
 */
import { useFetcher, useMatches } from '@remix-run/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Modal, type ModalHandle } from '~/components/modal';
import { SUPPORT } from '~/features/support/support-contacts';
import { useSiteText } from '~/features/shell/site-text';
import { Placed } from '~/components/placed-text';
import { button } from '~/components/button.css';
import type { action } from '~/routes/support-feedback';
import { href } from '~/routes';
import type { FeedbackFormText } from '~/features/support/contact-text';
import { FeedbackForm } from './feedback-form';
import { scheduleFormReset } from './feedback-rules';
import * as s from './feedback.css';

type Tab = 'feedback' | 'chat';

/** The panel's words in the page's language, from the root loader (site-text.ts); English if it gave none. */
const ENGLISH = {
  support: 'Support',
  feedbackTab: 'Feedback',
  feedbackTitle: 'Send Feedback',
  liveChat: 'Live Chat',
  chatWith: 'Chat with {name}',
  whatsAppIntro: 'Chat with our support team on WhatsApp.',
  hours: SUPPORT.hours,
  openWhatsApp: 'Open WhatsApp chat',
  greeting: 'Hello Musika support, ',
  form: undefined,
};

/** Until a live-chat provider is configured, Live Chat is a WhatsApp chat with support (issue 13). */
const whatsAppChat = (greeting: string) => `${SUPPORT.whatsAppLink}?text=${encodeURIComponent(greeting)}`;

/** On a store's pages, Live Chat offers that store's own chat first (issue #14 item 7). */
function useStoreOnPage(): { id: string; name: string } | null {
  const match = useMatches().find((m) => m.id === 'storefront' || m.id.startsWith('storefront-'));
  const business = (match?.data as { business?: { id?: unknown; name?: unknown } } | undefined)?.business;
  return business && typeof business.id === 'string' && typeof business.name === 'string' ? { id: business.id, name: business.name } : null;
}

export default function SupportWidget({ openCount }: { openCount: number }) {
  const modal = useRef<ModalHandle>(null);
  const [tab, setTab] = useState<Tab>('feedback');
  const store = useStoreOnPage();
  const w = useSiteText()?.widget ?? ENGLISH;
  const tabs: { id: Tab; label: string; title: string }[] = [
    { id: 'feedback', label: w.feedbackTab, title: w.feedbackTitle },
    { id: 'chat', label: w.liveChat, title: w.liveChat },
  ];
  // Each press of the floating button opens the panel again; what was typed stays until it is sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: openCount is the trigger for the effect, not a value it reads.
  useEffect(() => modal.current?.open(), [openCount]);

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tab === 'feedback' ? 'chat' : 'feedback';
    setTab(next);
    document.getElementById(`support-tab-${next}`)?.focus();
  };

  return (
    <Modal ref={modal} titleId="support-widget-title" title={tabs.find((t) => t.id === tab)?.title} className={s.panel}>
      <div className={s.tabs} role="tablist" aria-label={w.support}>
        {tabs.map((t) => (
          <button
            key={t.id}
            id={`support-tab-${t.id}`}
            type="button"
            role="tab"
            className={s.tab}
            aria-selected={tab === t.id}
            aria-controls={`support-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={onTabKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="support-panel-feedback" role="tabpanel" aria-labelledby="support-tab-feedback" hidden={tab !== 'feedback'}>
        <WidgetFeedbackForm text={w.form} />
      </div>
      <div id="support-panel-chat" role="tabpanel" aria-labelledby="support-tab-chat" hidden={tab !== 'chat'}>
        {/* The grid is inside: a display on the panel itself would override `hidden`. */}
        <div className={s.stack}>
          {store ? (
            <a className={button()} href={href('inbox-chat-start', { bID: store.id })} data-testid="support-store-chat">
              <Placed text={w.chatWith} names={{ name: store.name }} />
            </a>
          ) : null}
          <p>
            {w.whatsAppIntro} {w.hours}
          </p>
          <a className={button()} href={whatsAppChat(w.greeting)} target="_blank" rel="noopener noreferrer">
            {w.openWhatsApp}
          </a>
        </div>
      </div>
    </Modal>
  );
}

/** The feedback form through a fetcher: the answer shows in place, and 3 s after success the form resets. */
function WidgetFeedbackForm({ text }: { text?: FeedbackFormText }) {
  const fetcher = useFetcher<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  // The answer the visitor has already seen reset: not shown again.
  const [cleared, setCleared] = useState<unknown>(null);
  const result = fetcher.data && fetcher.data !== cleared ? fetcher.data : undefined;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer?.sent) return;
    return scheduleFormReset(() => {
      form.current?.reset();
      setCleared(answer);
    });
  }, [fetcher.data, fetcher.state]);

  return <FeedbackForm ref={form} as={fetcher.Form} result={result} busy={fetcher.state !== 'idle'} idPrefix="feedback-widget" text={text} />;
}
