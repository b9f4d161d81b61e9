/**
 * The support inbox's demo rows (issue 29, /admin/inbox/): contact messages, feedback and custom package requests
 * (the outbox's e-mails to sales, in the very format backend/subscriptions/custom-request.ts writes), some new,
 * some read, one closed by the seeded support operator (id 44), so every tab and status shows something.
 * Fixed timestamps, never the clock.
 */
const SUPPORT_ID = 44;
const at = (day, hour) => `2026-01-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:15:00.000Z`;
const inboxState = (read, closed) => ({ readAt: read ?? null, closedAt: closed ?? null, closedBy: closed ? SUPPORT_ID : null, inboxKey: null });

export const contactMessages = [
  {
    id: 1,
    name: 'Tsitsi Chikwanha',
    email: 'tsitsi.c@example.co.zw',
    phone: '+263 77 210 4410',
    topic: 'order',
    message: 'I paid for order MSK-1004 on Monday with EcoCash but the store says it has no payment. Please check.',
    createdAt: at(20, 7),
    ...inboxState(),
  },
  {
    id: 2,
    name: 'Blessing Mutasa',
    email: 'blessing.mutasa@example.co.zw',
    phone: '',
    topic: 'selling',
    message: 'How many products can I list on the Starter package? I sell hardware in Gweru.',
    createdAt: at(18, 12),
    ...inboxState(at(18, 14)),
  },
  {
    id: 3,
    name: 'Kudzai Marufu',
    email: 'kudzai.m@example.co.zw',
    phone: '',
    topic: 'account',
    message: 'Please change the e-mail address on my account to my new work address.',
    createdAt: at(12, 9),
    ...inboxState(at(12, 10), at(12, 11)),
  },
];

export const feedback = [
  {
    id: 1,
    requestTypeId: 13,
    name: 'Nomsa Ndlovu',
    email: 'nomsa.n@example.co.zw',
    summary: 'The search results load slowly on my phone in the evening.',
    ratingId: 10047,
    feature: '',
    createdAt: at(21, 17),
    ...inboxState(),
  },
  {
    id: 2,
    requestTypeId: 15,
    name: '',
    email: '',
    summary: 'Filters by town are very useful.',
    ratingId: 10050,
    feature: 'search-results',
    createdAt: at(19, 8),
    ...inboxState(),
  },
  {
    id: 3,
    requestTypeId: 14,
    name: 'Tapiwa',
    email: 'tapiwa.h@example.co.zw',
    summary: 'I do not like the layout',
    ratingId: null,
    feature: '',
    createdAt: at(15, 16),
    ...inboxState(at(16, 9)),
  },
];

/**
 * As custom-request.ts writes them: "… from Name <email> (account #id, login e-mail)" first (the seed's one-line
 * statements keep the rest on the same line; the real e-mail puts each field on its own).
 */
export const customPackageRequests = [
  {
    id: 1,
    kind: 'custom_package_request',
    toEmail: 'sales@musika.co.zw',
    subject: 'Custom package request: Mashonaland Motor Spares',
    body: 'Custom package request from Gift Chirwa <gift@mashmotors.example.co.zw> (account #19, buyer@musika.co.zw) Company: Mashonaland Motor Spares. Shops: 6. Products: 4000. Needs: One account for our six branches with shared stock.',
    createdAt: at(17, 10),
    ...inboxState(),
  },
];
