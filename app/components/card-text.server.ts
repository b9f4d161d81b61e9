/** Product cards', prices', pagers' and breadcrumb trails' words in the page's language (card-text.ts says how they reach them). */
import type { Translate } from '~/lib/i18n/translate.server';
import type { CardText } from './card-text';

export function cardText(t: Translate): CardText {
  return {
    auction: t('browse.badgeAuction'),
    deal: t('browse.badgeDeal'),
    featured: t('browse.badgeFeatured'),
    km: t('browse.kmAway', { km: '{km}' }),
    was: t('browse.was'),
    per: {
      hour: t('browse.perHour'),
      day: t('browse.perDay'),
      week: t('browse.perWeek'),
      job: t('browse.perJob'),
      month: t('browse.perMonth'),
    },
    kind: {
      GENERAL: t('browse.kindGeneral'),
      REAL_ESTATE: t('browse.kindRealEstate'),
      TRADES_SERVICES: t('browse.kindTradesServices'),
      AUCTION: t('browse.kindAuction'),
      AUCTION_REAL_ESTATE: t('browse.kindAuctionRealEstate'),
      MOTOR_VEHICLE: t('browse.kindMotorVehicle'),
      FOOD: t('browse.kindFood'),
      CLOTHING: t('browse.kindClothing'),
      HAT: t('browse.kindHat'),
      HIRE_ITEM: t('browse.kindHireItem'),
    },
    breadcrumb: t('productPage.breadcrumb'),
    pager: {
      label: t('browse.pagination'),
      previous: t('browse.previous'),
      status: t('browse.pageOf', { page: '{page}', total: '{total}' }),
      next: t('browse.next'),
    },
  };
}
