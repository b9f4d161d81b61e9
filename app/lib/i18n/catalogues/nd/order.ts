import type { AreaCatalogue } from '../area';
import type { order as english } from '../en/order';

export const order: AreaCatalogue<typeof english> = {
  'order.thanksMetaTitle': 'Siyabonga — Musika',
  'order.thanksTitle': '{count, plural, one {Siyabonga — i-oda yakho ifakiwe} other {Siyabonga — ama-oda akho afakiwe}}',
  'order.lookingFor': 'Udinga i-oda?',
  'order.trackWithNumber': 'Yilandelele ngenombolo yayo',
  'order.storeContacts': 'Isitolo ngasinye sizaxhumana lawe ukuze kuhlelwe ukulethelwa.',
  'order.storeTellsReady': 'Isitolo ngasinye sizakwazisa nxa i-oda yakho isilungele ukuthathwa.',
  'order.payOnDelivery': 'Ubhadala nxa kufika.',
  'order.payOnCollection': 'Ubhadala nxa uzithathela.',
  'order.ordersLabel': 'Ama-oda akho',
  'order.fromStore': 'kusuka ku-{store}',
  'order.keepNumbers': 'Isamba {total}. Gcina izinombolo zama-oda akho: kanye lenombolo yocingo lwakho zikwenza ulandelele i-oda ungangenanga.',
  'order.view': 'Bona',
  'order.track': 'Landelela',
  'order.keepShopping': 'Qhubeka uthenga',
  'order.trackMetaTitle': 'Landelela i-oda — Musika',
  'order.trackTitle': 'Landelela i-oda',
  'order.number': 'Inombolo ye-oda',
  'order.contact': 'Inombolo yocingo kumbe i-imeyili esetshenziswe ku-oda',
  'order.trackSubmit': 'Landelela i-oda',
  'order.errorNumber': 'Bhala inombolo ye-oda, isibonelo MSK-10001',
  'order.errorNumberLong': 'Inombolo ye-oda inde kakhulu',
  'order.errorContact': 'Bhala inombolo yocingo kumbe i-imeyili ye-oda',
  'order.errorContactLong': 'Kude kakhulu',
  'order.notFound': 'Asiyitholanga i-oda elenombolo leyo lalowo oxhumana laye.',
};
