/** Words for packages, terms and payments, shared by the subscriptions, billing and ads pages. */
import { formatHarareDateTime } from '~/lib/harare-time';

const SINGULAR: Record<string, string> = { products: 'product', businesses: 'business', ads: 'ad' };

export const limitLabel = (name: string, value: number) =>
  value === -1 ? `Unlimited ${name}` : value === 0 ? `No ${name}` : `${value} ${value === 1 ? (SINGULAR[name] ?? name) : name}`;

export const capabilityLabel = (c: string) => c.replace(/_/g, ' ').replace(/^./, (x) => x.toUpperCase());

/** Terms a package can be bought for (schema/rest/subscriptions.ts SUBSCRIPTION_TERMS). */
export const TERMS = [1, 3, 6, 12] as const;
export const termLabel = (months: number) => (months === 12 ? '1 year' : months === 1 ? '1 month' : `${months} months`);

export const PAY_METHODS = [
  ['ECOCASH', 'EcoCash'],
  ['ONEMONEY', 'OneMoney'],
  ['INNBUCKS', 'InnBucks'],
  ['WEB', 'Card or other (Paynow page)'],
] as const;
export type PayMethodValue = (typeof PAY_METHODS)[number][0];
export const isPayMethod = (v: unknown): v is PayMethodValue => PAY_METHODS.some(([m]) => m === v);
export const methodLabel = (m: string) => PAY_METHODS.find(([v]) => v === m.toUpperCase())?.[1].replace(' (Paynow page)', '') ?? m;

/** The date part of the Harare date-time ('12 Mar 2027'). */
export const harareDay = (iso: string) => formatHarareDateTime(iso).split(',')[0];

/** A key issued once per rendered form: the same submit twice answers the same payment. */
export const newRequestKey = () => crypto.randomUUID();
