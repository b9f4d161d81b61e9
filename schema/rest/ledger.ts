/**
 * What each store is owed (issue 29; docs/decisions/019-store-ledger.md), Dokan's vendor balance and withdrawals.
 *
 * Store owner or manager (bearer; requireBusinessRunner 'manage': assistants get 403):
 *   GET  /vendor/earnings?bID                 → balances (available, pending, paid out), the open payout, the rules.
 *   GET  /vendor/earnings/entries?bID&page    → every ledger entry, newest first, with its order number.
 *   POST /vendor/payouts {bID, amount, method, phone | bankName+bankBranch+accountName+accountNumber}
 *        → 201 {payout}. At least the minimum, at most the available balance, one open request at a time (409).
 * Finance (and admin), /admin/payouts…: see ADMIN_ROUTE_ROLES in backend/ledger/admin-payouts-routes.ts.
 *   GET  /admin/payouts?status&search&page    → the queue, requested first (oldest first), searchable by store name.
 *   POST /admin/payouts/{id}/pay {reference}  → paid: a payout debit in the ledger; the store is told.
 *   POST /admin/payouts/{id}/reject {reason}  → rejected; the store is told. A decided payout answers 409.
 *   GET  /admin/payouts/settings, PUT {holdDays, minPayout} → the hold after completion and the minimum payout
 *        (served by backend/ledger/admin-finance-settings-routes.ts, the /admin/finance/ screen's).
 * Amounts in the REST answers are USD cents.
 */
import { z } from 'zod';
import { adminPaging, adminSearch, idParam, operatorText } from './admin-lists';
import { defineCall, noInput } from './call';
import { inboxBusinessId } from './notifications';
import { apiPhone, PHONE_MESSAGE } from './phone';
import { pageInfo } from './shared';
import { dollars } from './subscriptions';

export const PAYOUT_METHODS = ['ecocash', 'onemoney', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const LEDGER_ENTRY_KINDS = ['sale', 'commission', 'refund', 'commission_refund', 'payout', 'cod_sale', 'cod_commission'] as const;

export const LEDGER_MESSAGES = {
  amount: 'Enter the amount in US dollars, e.g. 25.00',
  belowMinimum: (min: string) => `The smallest payout is ${min}`,
  overBalance: (available: string) => `You can ask for at most your available balance, ${available}`,
  openRequest: 'You already have a payout request waiting. Finance will pay or answer it first.',
  method: 'Choose EcoCash, OneMoney or a bank account',
  phone: PHONE_MESSAGE,
  bankName: 'Enter the bank, e.g. CBZ',
  bankBranch: 'Enter the branch',
  accountName: 'Enter the name on the account',
  accountNumber: 'Enter the account number: 5 to 20 digits',
  reference: "Enter the transfer's reference (3 to 80 characters)",
  reason: 'Say why, in 5 to 500 characters: the store reads it',
  payoutNotFound: 'Payout not found',
  alreadyDecided: (status: string) => `This payout was already ${status} by another operator`,
  holdDays: 'The hold is 0 to 90 days',
  minPayout: 'The minimum payout is $1.00 to $10,000.00',
  fetchEarnings: 'Error fetching earnings',
  requestPayout: 'Error requesting payout',
  decidePayout: 'Error deciding payout',
} as const;

export const payoutRequestBody = z
  .object({
    bID: inboxBusinessId,
    amount: dollars('amount').refine((c) => c > 0, LEDGER_MESSAGES.amount),
    method: z.enum(PAYOUT_METHODS, { errorMap: () => ({ message: LEDGER_MESSAGES.method }) }),
    phone: z.string().max(30).optional().nullable(),
    bankName: z.string().max(200).optional().nullable(),
    bankBranch: z.string().max(200).optional().nullable(),
    accountName: z.string().max(200).optional().nullable(),
    accountNumber: z.string().max(60).optional().nullable(),
  })
  .transform((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.method !== 'bank') {
      const phone = apiPhone.safeParse(v.phone ?? '');
      if (!phone.success) issue('phone', PHONE_MESSAGE);
      return { bID: v.bID, amountCents: v.amount, method: v.method, phone: phone.success ? phone.data : '', bank: null };
    }
    const field = (key: 'bankName' | 'bankBranch' | 'accountName', max: number) => {
      const parsed = operatorText(2, max, LEDGER_MESSAGES[key]).safeParse(v[key] ?? '');
      if (!parsed.success) issue(key, LEDGER_MESSAGES[key]);
      return parsed.success ? parsed.data : '';
    };
    const bank = { bankName: field('bankName', 80), bankBranch: field('bankBranch', 80), accountName: field('accountName', 120), accountNumber: '' };
    const number = (v.accountNumber ?? '').replace(/[\s-]/g, '');
    if (!/^\d{5,20}$/.test(number)) issue('accountNumber', LEDGER_MESSAGES.accountNumber);
    bank.accountNumber = number;
    return { bID: v.bID, amountCents: v.amount, method: v.method, phone: null, bank };
  });
export type PayoutRequestInput = z.output<typeof payoutRequestBody>;

export const payoutView = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  businessName: z.string(),
  amountCents: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  /** Where the money goes, e.g. "EcoCash +263771234567" or "CBZ, Avondale — T Moyo — 12345678". */
  destination: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RestPayout = z.infer<typeof payoutView>;

export const earningsSummary = z.object({
  bID: z.number().int(),
  currency: z.literal('USD'),
  availableCents: z.number().int(),
  pendingCents: z.number().int(),
  paidOutCents: z.number().int(),
  /** Pay-on-delivery takings the store collected itself (reporting only, not in the balance). */
  collectedCents: z.number().int(),
  openPayout: payoutView.nullable(),
  minPayoutCents: z.number().int(),
  holdDays: z.number().int(),
  /** The commission rate of the owner's package today, basis points. */
  commissionBp: z.number().int(),
});
export type RestEarnings = z.infer<typeof earningsSummary>;

export const ledgerEntryView = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  amountCents: z.number().int(),
  inBalance: z.boolean(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  payoutId: z.number().int().nullable(),
  commissionBp: z.number().int().nullable(),
  paymentCurrency: z.string().nullable(),
  paymentRateMicros: z.number().int().nullable(),
  /** null: pending until the order is completed. */
  availableAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RestLedgerEntry = z.infer<typeof ledgerEntryView>;

export const getEarnings = defineCall({
  name: 'getEarnings',
  method: 'GET',
  path: '/vendor/earnings',
  query: z.object({ bID: inboxBusinessId }),
  body: noInput,
  data: earningsSummary,
});

export const listLedgerEntries = defineCall({
  name: 'listLedgerEntries',
  method: 'GET',
  path: '/vendor/earnings/entries',
  query: z.object({ bID: inboxBusinessId, ...adminPaging }),
  body: noInput,
  data: z.object({ load: z.array(ledgerEntryView), pageInfo }),
});

export const requestPayout = defineCall({
  name: 'requestPayout',
  method: 'POST',
  path: '/vendor/payouts',
  query: noInput,
  body: payoutRequestBody,
  data: z.object({ payout: payoutView }),
});

export const listAdminPayouts = defineCall({
  name: 'listAdminPayouts',
  method: 'GET',
  path: '/admin/payouts',
  query: z.object({
    status: z.enum(PAYOUT_STATUSES).optional(),
    search: adminSearch,
    ...adminPaging,
  }),
  body: noInput,
  data: z.object({ load: z.array(payoutView), pageInfo, requested: z.number().int() }),
});

export const payoutIdParam = idParam(LEDGER_MESSAGES.payoutNotFound);

export const markPayoutPaid = defineCall({
  name: 'markPayoutPaid',
  method: 'POST',
  path: '/admin/payouts/:id/pay',
  query: noInput,
  body: z.object({ reference: operatorText(3, 80, LEDGER_MESSAGES.reference) }),
  data: z.object({ payout: payoutView }),
});

export const rejectPayout = defineCall({
  name: 'rejectPayout',
  method: 'POST',
  path: '/admin/payouts/:id/reject',
  query: noInput,
  body: z.object({ reason: operatorText(5, 500, LEDGER_MESSAGES.reason) }),
  data: z.object({ payout: payoutView }),
});

export const ledgerSettingsView = z.object({ holdDays: z.number().int(), minPayoutCents: z.number().int() });

export const getLedgerSettings = defineCall({
  name: 'getLedgerSettings',
  method: 'GET',
  path: '/admin/payouts/settings',
  query: noInput,
  body: noInput,
  data: ledgerSettingsView,
});

export const updateLedgerSettings = defineCall({
  name: 'updateLedgerSettings',
  method: 'PUT',
  path: '/admin/payouts/settings',
  query: noInput,
  body: z.object({
    holdDays: z.coerce
      .number({ invalid_type_error: LEDGER_MESSAGES.holdDays })
      .int(LEDGER_MESSAGES.holdDays)
      .min(0, LEDGER_MESSAGES.holdDays)
      .max(90, LEDGER_MESSAGES.holdDays),
    minPayout: dollars('minPayout').refine((c) => c >= 100 && c <= 1_000_000, LEDGER_MESSAGES.minPayout),
  }),
  /** `changed: false`: the values were already these, nothing was written (backend/ledger/admin-finance-settings-routes.ts). */
  data: ledgerSettingsView.extend({ changed: z.boolean() }),
});
