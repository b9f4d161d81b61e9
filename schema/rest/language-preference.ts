/**
 * POST /profile/language (Musika, issue 33 §3): the logged-in person's language for e-mails and notifications,
 * stored when they use the page's language switch. Needs a bearer token.
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';
import { recipientLanguage } from './languages';

export const setLanguage = defineCall({
  name: 'setLanguage',
  method: 'POST',
  path: '/profile/language',
  query: noInput,
  body: z.object({ language: recipientLanguage }),
  data: z.object({ language: recipientLanguage }),
});
