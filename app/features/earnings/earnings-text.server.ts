/**
 * The earnings screen in the page's language (issue 33 §3): balances, terms, ledger rows and the payout form's
 * words finished here, so the components only show strings. The CSV export keeps its English (a file format:
 * dashboard-earnings-export.ts uses ledger-table.ts's KIND_WORDS).
 */
import type { Language } from '~/lib/i18n/language';
import { formatDateTimeIn, formatMoneyIn } from '~/lib/i18n/intl-format';
import { pick, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { refusalIn } from '~/features/dashboard/refusal.server';
import type { LedgerRow, LedgerView } from './ledger-table';

const KIND_KEY: Record<string, MessageKey> = {
  SALE: 'earnings.kindSale',
  COMMISSION: 'earnings.kindCommission',
  REFUND: 'earnings.kindRefund',
  COMMISSION_REFUND: 'earnings.kindCommissionRefund',
  PAYOUT: 'earnings.kindPayout',
  COD_SALE: 'earnings.kindCodSale',
  COD_COMMISSION: 'earnings.kindCodCommission',
};

export const LEDGER_HEAD_KEYS = ['earnings.date', 'earnings.entry', 'earnings.order', 'earnings.amount', 'earnings.availableFrom'] as const;

export const PAYOUT_KEYS = [
  'earnings.requestTitle',
  'earnings.amountLabel',
  'earnings.sendTo',
  'earnings.bankAccount',
  'earnings.phoneLabel',
  'earnings.phoneHint',
  'earnings.bankLegend',
  'earnings.bank',
  'earnings.branch',
  'earnings.accountName',
  'earnings.accountNumber',
  'earnings.sending',
  'earnings.submit',
] as const;

/** English keeps the site's one date-time formatter; sn/nd are written from CLDR's patterns (intl-format.ts). */
export const dateTimeIn = (language: Language, iso: string) => (language === 'en' ? formatHarareDateTime(iso) : formatDateTimeIn(language, iso));

const rate = (bp: number) => `${(bp / 100).toFixed(bp % 100 ? 2 : 0)} %`;

export function ledgerRows(t: Translate, language: Language, items: LedgerRow[]): LedgerView[] {
  return items.map((e) => ({
    id: e.id,
    orderId: e.orderId ?? null,
    orderNumber: e.orderNumber ?? null,
    date: dateTimeIn(language, e.createdAt),
    entry: `${KIND_KEY[e.kind] ? t(KIND_KEY[e.kind]) : e.kind}${e.commissionBp != null ? ` (${rate(e.commissionBp)})` : ''}`,
    amount: formatMoneyIn(language, e.amount.amountCents, e.amount.currency),
    available: !e.inBalance ? t('earnings.notInBalance') : e.availableAt ? dateTimeIn(language, e.availableAt) : t('earnings.whenCompleted'),
  }));
}

export const ledgerHead = (t: Translate) => pick(t, LEDGER_HEAD_KEYS);
export const payoutWords = (t: Translate) => pick(t, PAYOUT_KEYS);

const PAYOUT_REFUSALS: readonly MessageKey[] = [
  'earnings.errorAmount',
  'earnings.errorOpenRequest',
  'earnings.errorMethod',
  'earnings.errorBankName',
  'earnings.errorBranch',
  'earnings.errorAccountName',
  'earnings.errorAccountNumber',
  'earnings.errorRequest',
  'checkout.refusedPhone',
];

/**
 * A payout refusal by the API's wording (schema/rest/ledger.ts LEDGER_MESSAGES); one with an amount in it
 * ("The smallest payout is $5.00") is read by its values, the amount kept as the API wrote it.
 */
export const payoutRefusal = (t: Translate, message: string) => refusalIn(t, message, PAYOUT_REFUSALS);
