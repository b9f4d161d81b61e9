/**
 * A booking card's words in the page's language (issue 33 §3): kind, status, when (days and times written here,
 * booking-dates.server.ts), money and labels, finished on the server so BookingCard only shows strings.
 */
import type { Language } from '~/lib/i18n/language';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import type { MessageKey, Translate } from '~/lib/i18n/translate.server';
import { harareDayOf } from '../../../schema/rest/booking-rules';
import { dayIn, dayTimeIn } from './booking-dates.server';
import { rateIn } from './booking-page-text.server';
import type { BookingCardData, BookingCardView } from './booking-card';
import { timeLabel } from './labels';

export const STATUS_KEY: Record<string, MessageKey> = {
  REQUESTED: 'appointments.statusRequested',
  PROPOSED: 'appointments.statusProposed',
  ACCEPTED: 'appointments.statusAccepted',
  CONFIRMED: 'appointments.statusConfirmed',
  DECLINED: 'appointments.statusDeclined',
  CANCELLED: 'appointments.statusCancelled',
  LAPSED: 'appointments.statusLapsed',
};
const VENDOR_KEY: Record<string, MessageKey> = { ...STATUS_KEY, REQUESTED: 'appointments.vendorRequested', PROPOSED: 'appointments.vendorProposed' };

/** Every status's name for one side, for the status filters. */
export const statusLabels = (t: Translate, side: 'buyer' | 'vendor') =>
  Object.fromEntries(Object.entries(side === 'vendor' ? VENDOR_KEY : STATUS_KEY).map(([status, key]) => [status, t(key)]));

function whenIn(t: Translate, language: Language, b: BookingCardData): string {
  if (b.kind === 'HIRE')
    return b.startDay === b.endDay
      ? t('appointments.oneDay', { day: dayIn(language, b.startDay) })
      : t('appointments.dayRange', { from: dayIn(language, b.startDay), to: dayIn(language, b.endDay) });
  return `${dayIn(language, harareDayOf(b.startsAt))}, ${timeLabel(b.startsAt)}–${timeLabel(b.endsAt)}`;
}

export function bookingCardView(t: Translate, language: Language, b: BookingCardData, side: 'buyer' | 'vendor'): BookingCardView {
  const money = (m: { amountCents: number; currency: string }) => formatMoneyIn(language, m.amountCents, m.currency);
  const rows: [string, string][] = [];
  if (b.rate) rows.push([t('appointments.rate'), rateIn(t, language, b.rate, b.rateUnit)]);
  if (b.callOutFee) rows.push([t('appointments.callOut'), money(b.callOutFee)]);
  if (b.kind === 'HIRE') rows.push([t('appointments.deposit'), money(b.deposit)]);
  rows.push([t('appointments.total'), money(b.total)]);
  const key = (side === 'vendor' ? VENDOR_KEY : STATUS_KEY)[b.status];
  return {
    kind: t(b.kind === 'HIRE' ? 'appointments.hire' : 'appointments.appointment'),
    status: key ? t(key) : b.status,
    when: whenIn(t, language, b),
    harare: t('appointments.harare'),
    firstAsked:
      b.status === 'PROPOSED' && b.requestedStartsAt ? t('appointments.firstAsked', { when: dayTimeIn(language, b.requestedStartsAt) }) : null,
    lapses:
      b.status === 'REQUESTED' && b.lapsesAt
        ? t(side === 'vendor' ? 'appointments.heldVendor' : 'appointments.heldBuyer', { when: dayTimeIn(language, b.lapsesAt) })
        : null,
    rows,
    note: t('appointments.noteFromBuyer'),
    message: t('appointments.fromBusiness'),
  };
}
