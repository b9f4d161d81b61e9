/**
 * The support pages' shared words as client components receive them, finished on the server in the page's
 * language (contact-text.server.ts): the client never holds a catalogue (decision 030).
 */
import type { ContactTopic } from '../../../schema/rest/contact-topics';

/** The "Email: …", "Phone: …" lines and the opening hours; English when a page does not give them. */
export interface ContactItemsText {
  email: string;
  phone: string;
  office: string;
  hours: string;
}

export interface ContactFormText {
  label: string;
  name: string;
  email: string;
  phone: string;
  topic: string;
  topics: Record<ContactTopic, string>;
  message: string;
  hint: string;
  sending: string;
  send: string;
}

/** The feedback form's words (page and widget); the form keeps its English when not given. */
export interface FeedbackFormText {
  label: string;
  name: string;
  email: string;
  rate: string;
  feedback: string;
  sending: string;
  send: string;
  ratings: readonly string[];
}

/** The support widget's panel (every page, through the root loader's words). `chatWith` holds `{name}` for the store. */
export interface SupportWidgetText {
  support: string;
  feedbackTab: string;
  feedbackTitle: string;
  liveChat: string;
  chatWith: string;
  whatsAppIntro: string;
  hours: string;
  openWhatsApp: string;
  greeting: string;
  form: FeedbackFormText;
}
