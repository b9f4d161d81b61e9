/**
 * The auction panel in the page's language (issue 33 §3): banner, figures, standing, the bid form's words and the
 * latest bids, money and dates written here (AuctionText says why). The API's bid refusals come in English (kept
 * for API clients); the ones we know by their wording (schema/rest/auctions.ts) are said in the language.
 */
import type { Language } from '~/lib/i18n/language';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import { translateMessage, translator, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import type { AuctionPanel_LotQuery } from '~/graphql/generated/graphql';
import { dateTimeIn } from '~/lib/i18n/intl-format';
import { AUCTION_MESSAGES } from '../../../schema/rest/auctions';
import type { AuctionText } from './auction-text';

type LoadedLot = NonNullable<AuctionPanel_LotQuery['auctionLot']>;

/** "2 days 4 hours", "3 hours 12 minutes", "45 minutes", "less than a minute", or "" once ended (in t's language). */
export function timeLeft(endsAt: string, nowMs: number, t: Translate = translator('en')): string {
  const ms = Date.parse(endsAt) - nowMs;
  if (!(ms > 0)) return '';
  const minutes = Math.floor(ms / 60_000);
  const [d, h, m] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  const [day, hour, minute] = [t('auctions.days', { count: d }), t('auctions.hours', { count: h }), t('auctions.minutes', { count: m })];
  if (d > 0) return h ? `${day} ${hour}` : day;
  if (h > 0) return m ? `${hour} ${minute}` : hour;
  return m > 0 ? minute : t('auctions.underMinute');
}

const RESERVE_KEY: Record<string, MessageKey> = {
  NONE: 'auctions.reserveNone',
  MET: 'auctions.reserveMet',
  NOT_MET: 'auctions.reserveNotMet',
};

function banner(lot: LoadedLot, routeStatus: string | null, t: Translate): AuctionText['banner'] {
  if (lot.phase === 'REJECTED' || routeStatus === 'REJECTED') return { text: t('auctions.rejected'), good: false };
  if (lot.phase === 'APPROVED') return { text: t('auctions.approved'), good: true };
  if (lot.phase === 'ENDED') return { text: t('auctions.ended'), good: false };
  if (routeStatus === 'APPROVED' && lot.phase === 'OPEN') return { text: t('auctions.openApproved'), good: true };
  return null;
}

function standing(lot: LoadedLot, t: Translate, money: (m: { amountCents: number; currency: string }) => string): string | null {
  const { standing: where, yourBid } = lot.viewer;
  const amount = yourBid ? money(yourBid) : '';
  if (where === 'LEADING') return yourBid ? t('auctions.leadingYours', { amount }) : t('auctions.leading');
  if (where === 'OUTBID') return yourBid ? t('auctions.outbidYours', { amount }) : t('auctions.outbid');
  if (where === 'LOST') return yourBid ? t('auctions.lostYours', { amount }) : t('auctions.lost');
  if (where === 'WON') return yourBid ? t('auctions.won', { amount }) : t('auctions.wonBid');
  return null;
}

export function auctionText(lot: LoadedLot, routeStatus: string | null, t: Translate, language: Language, nowMs = Date.now()): AuctionText {
  const money = (m: { amountCents: number; currency: string }) => formatMoneyIn(language, m.amountCents, m.currency);
  const open = lot.phase === 'OPEN' && routeStatus !== 'REJECTED';
  return {
    label: t('auctions.label'),
    banner: banner(lot, routeStatus, t),
    current: money(lot.currentBid ?? lot.startingBid),
    currentTerm: t(lot.currentBid ? 'auctions.currentBid' : 'auctions.startingBid'),
    bids: t('auctions.bids'),
    reserve: t('auctions.reserve'),
    reserveValue: t(RESERVE_KEY[lot.reserve] ?? 'auctions.reserveNone'),
    endsTerm: t(open ? 'auctions.ends' : 'auctions.endedTerm'),
    endsAt: dateTimeIn(language, lot.endsAt),
    timeLeftTerm: t('auctions.timeLeft'),
    timeLeft: timeLeft(lot.endsAt, nowMs, t),
    placed: t('auctions.placed'),
    standing: standing(lot, t, money),
    payNow: t('auctions.payNow'),
    later: lot.viewer.standing === 'WON' && !lot.viewer.offerId && lot.phase === 'ENDED' ? t('auctions.wonLater') : null,
    form: open
      ? {
          label: t('auctions.formLabel'),
          yourBid: t('auctions.yourBid'),
          placeBid: t('auctions.placeBid'),
          hint: t('auctions.hint', { amount: money(lot.minimumBid) }),
          logIn: t('auctions.logIn'),
          logInToBid: t('auctions.logInToBid'),
        }
      : null,
    latest: t('auctions.latest'),
    history: lot.bids.map((b) => ({ id: b.id, amount: money(b.amount), bidder: b.bidder, at: dateTimeIn(language, b.createdAt) })),
  };
}

/** The API's refusals of a bid we know, by their English wording, as keys. */
const REFUSALS: Record<string, MessageKey> = {
  [AUCTION_MESSAGES.ownAuction]: 'auctions.error.own',
  [AUCTION_MESSAGES.notOpen]: 'auctions.error.notOpen',
  [AUCTION_MESSAGES.ended]: 'auctions.error.ended',
  [AUCTION_MESSAGES.phoneRequired]: 'auctions.error.phone',
  [AUCTION_MESSAGES.amount]: 'auctions.error.amount',
  [AUCTION_MESSAGES.busy]: 'auctions.error.busy',
  [AUCTION_MESSAGES.placeBid]: 'auctions.error.failed',
};

/** A bid's refusal in the language: ours (a key), the API's known ones, "at least $X" with the amount re-written. */
export function bidRefusal(t: Translate, language: Language, message: string): string {
  const low = /^Your bid must be at least \$([\d,]+\.\d{2})$/.exec(message);
  if (low) return t('auctions.error.tooLow', { amount: formatMoneyIn(language, Math.round(Number(low[1].replace(/,/g, '')) * 100)) });
  return translateMessage(t, REFUSALS[message] ?? message);
}
