/**
 * The Paynow provider over fetch: start a web or express (mobile money) transaction, and read a poll URL. Every
 * answer's hash is checked with the currency's integration key; an answer that fails the check counts as no
 * answer. Nothing here touches the database: start-payment.ts and settle.ts decide what an answer means.
 */
import type { PaymentCurrency, PaymentMethod } from '../../../schema/rest/payments';
import { hasValidHash, signFields, type PaynowFields } from './hash';
import { encodeFields, field, formatAmount, parseFields, readStatusMessage, type InitiateAnswer, type StatusMessage } from './messages';
import type { PaynowSettings } from './settings';

/** Paynow did not answer, or answered something we cannot trust (bad hash, not a Paynow message). */
export class PaynowUnavailable extends Error {}

export interface InitiateInput {
  reference: string;
  amountCents: number;
  currency: PaymentCurrency;
  description: string;
  email: string;
  returnUrl: string;
  method: PaymentMethod;
  /** 263XXXXXXXXX for express methods. */
  phone: string | null;
}

/** Paynow wants the local form of a mobile number: 263771111111 → 0771111111. */
export function paynowPhone(phone: string): string {
  return phone.startsWith('263') ? `0${phone.slice(3)}` : phone;
}

/** Answers are small; a runaway body is not Paynow. */
const MAX_ANSWER = 16 * 1024;
const TIMEOUT_MS = 20_000;

async function post(settings: PaynowSettings, url: string, fields: PaynowFields | null): Promise<PaynowFields> {
  let response: Response;
  try {
    response = await settings.fetch(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields ? encodeFields(fields) : '',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
  } catch (error) {
    throw new PaynowUnavailable(`Paynow request failed: ${error instanceof Error ? error.name : 'error'}`);
  }
  // Read as bytes: Paynow answers application/x-www-form-urlencoded, which workerd warns about on .text().
  const text = new TextDecoder().decode(await response.arrayBuffer());
  if (!response.ok || text.length > MAX_ANSWER) throw new PaynowUnavailable(`Paynow answered HTTP ${response.status}`);
  return parseFields(text);
}

export async function initiate(settings: PaynowSettings, input: InitiateInput): Promise<InitiateAnswer> {
  const { id, key } = settings.credentials(input.currency);
  const express = input.method !== 'web';
  const fields: [string, string][] = [
    ['id', id],
    ['reference', input.reference],
    ['amount', formatAmount(input.amountCents)],
    ['additionalinfo', input.description],
    ['returnurl', input.returnUrl],
    ['resulturl', settings.resultUrl],
    ['authemail', input.email],
  ];
  if (express) fields.push(['phone', paynowPhone(input.phone ?? '')], ['method', input.method]);
  fields.push(['status', 'Message']);
  const path = express ? '/interface/remotetransaction' : '/interface/initiatetransaction';
  const answer = await post(settings, `${settings.base}${path}`, await signFields(fields, key));

  const status = (field(answer, 'status') ?? '').toLowerCase();
  // Paynow's error answers may come without a hash; they only ever make a payment fail, never pay it.
  if (status === 'error') return { ok: false, error: field(answer, 'error') ?? 'Error' };
  if (status !== 'ok' || !(await hasValidHash(answer, key))) throw new PaynowUnavailable('Paynow answer failed the hash check');
  const pollUrl = field(answer, 'pollurl');
  if (!pollUrl || !trustedUrl(settings, pollUrl)) throw new PaynowUnavailable('Paynow answer has no usable poll URL');
  const browserUrl = field(answer, 'browserurl') ?? null;
  return {
    ok: true,
    browserUrl: browserUrl && trustedUrl(settings, browserUrl) ? browserUrl : null,
    pollUrl,
    paynowReference: field(answer, 'paynowreference') ?? null,
    instructions: field(answer, 'instructions') ?? null,
  };
}

/** Reads a poll URL: the verified status message, or PaynowUnavailable. */
export async function poll(settings: PaynowSettings, currency: PaymentCurrency, pollUrl: string): Promise<StatusMessage> {
  if (!trustedUrl(settings, pollUrl)) throw new PaynowUnavailable('Poll URL is not Paynow');
  const answer = await post(settings, pollUrl, null);
  if (!(await hasValidHash(answer, settings.credentials(currency).key))) throw new PaynowUnavailable('Poll answer failed the hash check');
  const message = readStatusMessage(answer);
  if (!message) throw new PaynowUnavailable('Poll answer is not a status message');
  return message;
}

/** Only URLs on Paynow's own origin (or the sandbox's) are ever fetched or shown to a payer. */
function trustedUrl(settings: PaynowSettings, url: string): boolean {
  try {
    const target = new URL(url);
    const base = new URL(settings.base);
    return target.origin === base.origin && (target.protocol === 'https:' || settings.sandbox || base.protocol === 'http:');
  } catch {
    return false;
  }
}
