/**
 * Finance's settings (issue 29): today's USD→ZiG rate and Musika's commission per subscription package. Finance
 * (and admin) only, see ADMIN_ROUTE_ROLES in backend/money/admin-exchange-rates-routes.ts and
 * backend/ledger/admin-finance-settings-routes.ts. The hold and the minimum payout are the ledger's own calls
 * (GET/PUT /admin/payouts/settings in schema/rest/ledger.ts), shown on the same screen.
 *   GET  /admin/exchange-rates?page              → the rate in force today and every stored rate, newest first.
 *   POST /admin/exchange-rates {rate}            → today's rate (a new dated row, as the token PUT adds; audited);
 *                                                  the same rate again changes nothing (`changed: false`).
 *   GET  /admin/finance/commissions              → each package's commission, and the rate of stores without one.
 *   PUT  /admin/finance/packages/{id}/commission {commission: "7.5"} → that package's rate, for new postings.
 * Two operators changing the same thing at once: the first stands, the other hears 409 and changes nothing.
 */
import { z } from 'zod';
import { adminPaging, idParam } from './admin-lists';
import { defineCall, noInput } from './call';
import { currentRateView, parseRateMicros, rateHistoryEntry } from './exchange-rates';
import { pageInfo } from './shared';

/** Musika's commission is 0–30 % of the goods (migration 0026's CHECK on commission_bp). */
export const MAX_COMMISSION_BP = 3000;

export const ADMIN_FINANCE_MESSAGES = {
  rate: 'Enter how many ZiG one US dollar buys, from 1 to 1000 with at most 6 decimals, e.g. 26.95',
  rateRaced: (now: string) => `Another operator set today's rate meanwhile (now ZiG ${now}); nothing changed`,
  commission: 'Enter the commission as a percentage from 0 to 30 with at most two decimals, e.g. 7.5',
  commissionRaced: (now: string) => `Another operator changed this commission meanwhile (now ${now}); nothing changed`,
  packageNotFound: 'Package not found',
  settingsRaced: 'Another operator changed the hold or the minimum payout meanwhile; nothing changed. Check them and save again.',
  listRates: 'Error fetching exchange rates',
  setRate: 'Error setting the exchange rate',
  listCommissions: 'Error fetching commissions',
  setCommission: 'Error setting the commission',
} as const;

/** "7.5" → 750 basis points, without floating point; null unless 0–30 with at most two decimals ("7.5 %" too). */
export function parseCommissionBp(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_COMMISSION_BP ? bp : null;
}

/** 750 → "7.5 %" (how finance typed it: trailing zeros dropped). */
export function formatCommission(bp: number): string {
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')} %`;
}

/** Decimal text (or a number) that parseRateMicros accepts: the token PUT's rule, this call's message for anything else. */
const rateText = z.unknown().transform((v, ctx) => {
  const micros = typeof v === 'string' || typeof v === 'number' ? parseRateMicros(String(v)) : null;
  if (micros === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: ADMIN_FINANCE_MESSAGES.rate });
  return micros ?? 0;
});

/** A percentage as text or a number; parseCommissionBp's rule, one message for anything else. */
const commissionText = z.unknown().transform((v, ctx) => {
  const bp = typeof v === 'string' || typeof v === 'number' ? parseCommissionBp(String(v)) : null;
  if (bp === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: ADMIN_FINANCE_MESSAGES.commission });
  return bp ?? 0;
});

export const packageIdParam = idParam(ADMIN_FINANCE_MESSAGES.packageNotFound);

export const listAdminExchangeRates = defineCall({
  name: 'listAdminExchangeRates',
  method: 'GET',
  path: '/admin/exchange-rates',
  query: z.object(adminPaging),
  body: noInput,
  data: z.object({
    /** The Harare day the answer speaks of. */
    today: z.string(),
    /** null: no rate in force (prices show in USD alone). */
    current: currentRateView.nullable(),
    load: z.array(rateHistoryEntry),
    pageInfo,
  }),
});

export const setTodaysExchangeRate = defineCall({
  name: 'setTodaysExchangeRate',
  method: 'POST',
  path: '/admin/exchange-rates',
  query: noInput,
  body: z.object({ rate: rateText }),
  data: z.object({ current: currentRateView, changed: z.boolean() }),
});

export const packageCommissionView = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  commissionBp: z.number().int(),
});
export type RestPackageCommission = z.infer<typeof packageCommissionView>;

export const listCommissions = defineCall({
  name: 'listCommissions',
  method: 'GET',
  path: '/admin/finance/commissions',
  query: noInput,
  body: noInput,
  data: z.object({
    packages: z.array(packageCommissionView),
    /** Stores whose owner has no package when the sale settles (ledger_settings.default_commission_bp). */
    defaultCommissionBp: z.number().int(),
  }),
});

export const setPackageCommission = defineCall({
  name: 'setPackageCommission',
  method: 'PUT',
  path: '/admin/finance/packages/:id/commission',
  query: noInput,
  body: z.object({ commission: commissionText }),
  data: z.object({ package: packageCommissionView, changed: z.boolean() }),
});
