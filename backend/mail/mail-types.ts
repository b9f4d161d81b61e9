/** The shape of every language's e-mail words (en.ts, sn.ts, nd.ts; mail-words.ts picks one). */
import type { StaffRole } from '../../schema/rest/staff';

export interface Words {
  subject: string;
  body: string;
}

export interface InvitationFacts {
  inviter: string;
  businessName: string;
  role: StaffRole;
  /** The page where an invitation is answered; the register page when the address has no account yet. */
  answerLink: string;
  registerLink: string;
  hasAccount: boolean;
}

export interface ReplyFacts {
  /** What was answered: the contact form (with its subject), feedback, or another inbox item (its subject). */
  kind: 'contact' | 'feedback' | 'other';
  subject: string;
  text: string;
  /** The day it was written, YYYY-MM-DD. */
  wroteOn: string;
  original: string;
}

export interface MailWords {
  loginLink: (link: string) => Words;
  passwordReset: (link: string) => Words;
  accountUnlock: (link: string) => Words;
  accountExists: (loginLink: string, resetLink: string) => Words;
  confirmRegistration: (link: string) => Words;
  roles: Record<StaffRole, string>;
  staffInvitation: (facts: InvitationFacts) => Words;
  supportReply: (facts: ReplyFacts) => Words;
  /** The two lines under a store's newsletter (its own words stay as the store wrote them). */
  newsletterFooter: (storeName: string, storeLink: string, unsubscribeLink: string) => [string, string];
}
