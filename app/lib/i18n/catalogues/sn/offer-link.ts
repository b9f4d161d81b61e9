import type { AreaCatalogue } from '../area';
import type { offerLink as english } from '../en/offer-link';

export const offerLink: AreaCatalogue<typeof english> = {
  'offerLink.meta': 'Mutengo wawakapa — Musika',
  'offerLink.home': 'Peji rekutanga',
  'offerLink.crumb': 'Mutengo wawakapa',
  'offerLink.title': 'Mutengo wawakapa pa{name}',
  'offerLink.yourMove': 'Ndiwe wava kutamba. ',
  'offerLink.waiting': 'Tiri kumirira kuti {store} vapindure. ',
  'offerLink.logIn': 'Pinda',
  'offerLink.toAnswer': 'kuti ubvume, upe mumwe mutengo kana udzose.',
  'offerLink.open': 'Vhura mutengo wawakapa',
  'offerLink.privacy': 'Kuchengetedza ruzivo rwako, isa nhamba yenhare yawakapa nayo mutengo.',
  'offerLink.formLabel': 'Vhura mutengo wawakapa',
  'offerLink.phone': 'Nhamba yenhare yako',
  'offerLink.show': 'Ratidza mutengo wawakapa',
  'offerLink.error.phone': 'Isa nhamba yenhare yakashandiswa kupa mutengo',
  'offerLink.error.zimbabwe': 'Isa nhamba yeZimbabwe, semuenzaniso 77 123 4567',
  'offerLink.error.notFound': 'Mutengo wawakapa hauna kuwanikwa. Ona kuti nhamba yenhare ndiyo yawakapa nayo mutengo.',
};
