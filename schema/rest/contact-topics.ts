/** What a contact message can be about: plain constants, so the form can show them without loading zod. */
export const CONTACT_TOPICS = ['order', 'selling', 'account', 'report', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  order: 'An order or a delivery',
  selling: 'Selling on Musika',
  account: 'My account',
  report: 'Reporting a listing or a seller',
  other: 'Something else',
};
