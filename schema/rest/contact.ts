/** ezw/v1 contact form (spec §7 "POST /contact", payload not shown: ours). */
import { z } from 'zod';
import { text } from './business-fields';
import { defineCall, noInput } from './call';
import { CONTACT_TOPICS, CONTACT_TOPIC_LABELS } from './contact-topics';

export { CONTACT_TOPICS, CONTACT_TOPIC_LABELS };

export const CONTACT_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  emailInvalid: 'Email is invalid',
  message: 'Message is required',
  topic: 'Choose what your message is about',
  sent: 'Thank you — your message has been sent. Our support team replies within one working day.',
} as const;

/** Optional phone: digits, spaces, + and dashes, as people type them. */
const phone = z
  .string()
  .trim()
  .max(20, 'The phone number is too long')
  .refine((v) => v === '' || /^\+?[\d\s-]{7,19}$/.test(v), 'The phone number may hold only digits, spaces and +')
  .default('');

export const contactInput = z.object({
  name: z
    .string({ required_error: CONTACT_MESSAGES.name })
    .trim()
    .min(1, CONTACT_MESSAGES.name)
    .pipe(text('Name', 100, { min: 1 })),
  email: z
    .string({ required_error: CONTACT_MESSAGES.email })
    .trim()
    .min(1, CONTACT_MESSAGES.email)
    .max(254, 'Email is too long')
    .email(CONTACT_MESSAGES.emailInvalid)
    .transform((v) => v.toLowerCase()),
  phone,
  topic: z.enum(CONTACT_TOPICS, { errorMap: () => ({ message: CONTACT_MESSAGES.topic }) }),
  // Messages are shown to support staff as text, never as HTML: markup is allowed (people paste things) and
  // escaped wherever it is shown.
  message: z
    .string({ required_error: CONTACT_MESSAGES.message })
    .trim()
    .min(1, CONTACT_MESSAGES.message)
    .max(3000, 'The message is too long (at most 3000 characters)'),
});
export type ContactInput = z.infer<typeof contactInput>;

/** POST /contact — stores the message for the support team (rate limited per client). */
export const sendContact = defineCall({
  name: 'sendContact',
  method: 'POST',
  path: '/contact',
  query: noInput,
  body: contactInput,
  data: z.object({ id: z.number().int(), message: z.string() }),
});
