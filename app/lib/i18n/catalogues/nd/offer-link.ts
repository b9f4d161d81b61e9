import type { AreaCatalogue } from '../area';
import type { offerLink as english } from '../en/offer-link';

export const offerLink: AreaCatalogue<typeof english> = {
  'offerLink.meta': 'Inani olinikeleyo — Musika',
  'offerLink.home': 'Ikhasi lokuqala',
  'offerLink.crumb': 'Inani olinikeleyo',
  'offerLink.title': 'Inani olinikeleyo ku-{name}',
  'offerLink.yourMove': 'Yisikhathi sakho. ',
  'offerLink.waiting': 'Silinde u-{store} ukuthi aphendule. ',
  'offerLink.logIn': 'Ngena',
  'offerLink.toAnswer': 'ukuze uvume, unike elinye inani kumbe uhoxise.',
  'offerLink.open': 'Vula inani olinikeleyo',
  'offerLink.privacy': 'Ukuvikela imfihlo yakho, faka inombolo yocingo owanikela ngayo inani.',
  'offerLink.formLabel': 'Vula inani olinikeleyo',
  'offerLink.phone': 'Inombolo yakho yocingo',
  'offerLink.show': 'Tshengisa inani olinikeleyo',
  'offerLink.error.phone': 'Faka inombolo yocingo eyanikelwa ngayo inani',
  'offerLink.error.zimbabwe': 'Faka inombolo yaseZimbabwe, isibonelo 77 123 4567',
  'offerLink.error.notFound': 'Inani olinikeleyo alitholakalanga. Hlola ukuthi inombolo yocingo yiyo owanikela ngayo inani.',
};
