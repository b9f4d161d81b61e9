import type { AreaCatalogue } from '../area';
import type { order as english } from '../en/order';

export const order: AreaCatalogue<typeof english> = {
  'order.thanksMetaTitle': 'Maita basa — Musika',
  'order.thanksTitle': '{count, plural, one {Maita basa — odha yako yaiswa} other {Maita basa — odha dzako dzaiswa}}',
  'order.lookingFor': 'Uri kutsvaga odha?',
  'order.trackWithNumber': 'Iteedzere nenhamba yayo',
  'order.storeContacts': 'Chitoro chimwe nechimwe chichataura newe kuti murongere kuunzirwa.',
  'order.storeTellsReady': 'Chitoro chimwe nechimwe chichakuudza kana odha yako yagadzirira kutorwa.',
  'order.payOnDelivery': 'Unobhadhara kana zvaunzwa.',
  'order.payOnCollection': 'Unobhadhara paunozvitora.',
  'order.ordersLabel': 'Odha dzako',
  'order.fromStore': 'kubva ku{store}',
  'order.keepNumbers':
    'Zvese pamwe chete {total}. Chengeta nhamba dzeodha dzako: pamwe nenhamba yenhare yako dzinokubvumira kuteedzera odha usina kupinda.',
  'order.view': 'Ona',
  'order.track': 'Teedzera',
  'order.keepShopping': 'Ramba uchitenga',
  'order.trackMetaTitle': 'Teedzera odha — Musika',
  'order.trackTitle': 'Teedzera odha',
  'order.number': 'Nhamba yeodha',
  'order.contact': 'Nhamba yenhare kana imeri yakashandiswa paodha',
  'order.trackSubmit': 'Teedzera odha',
  'order.errorNumber': 'Nyora nhamba yeodha, semuenzaniso MSK-10001',
  'order.errorNumberLong': 'Nhamba yeodha yakarebesa',
  'order.errorContact': 'Nyora nhamba yenhare kana imeri yeodha',
  'order.errorContactLong': 'Zvakarebesa',
  'order.notFound': 'Hatina kuwana odha ine nhamba iyoyo nenhare kana imeri iyoyo.',
};
