/**
 * The chat screens' words as the client components receive them, finished on the server in the page's language
 * (chat-text.server.ts): the client never holds a catalogue (decision 030).
 */

/** The chat list's words; each line's time and unread count come finished with the line (ChatListLine). */
export interface ChatListText {
  heading: string;
  unread: string;
  noMessages: string;
  empty: string;
}

/** A conversation's words. `months` lets a message that arrives live be dated like those the server wrote. */
export interface ConversationText {
  messages: string;
  you: string;
  sayHello: string;
  yourMessage: string;
  live: string;
  send: string;
  notSent: string;
  /** The socket's refusals (the API's English) → the language. */
  refusals: Record<string, string>;
  /** Month names for a live message's date; null: English, as harare-time writes it. */
  months: readonly string[] | null;
}
