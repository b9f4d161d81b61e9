import type { AreaCatalogue } from '../area';
import type { offline as english } from '../en/offline';

export const offline: AreaCatalogue<typeof english> = {
  'offline.formTitle': 'Awukho ku-inthanethi',
  'offline.formBody': 'Ifomu le idinga i-inthanethi, njalo kakukho okuthunyelweyo. Zama futhi nxa usubuyele ku-inthanethi.',
  'offline.goBack': 'Buyela emuva',
  'offline.waitsOne': 'inguquko engu-{count} ilinde ukuthunyelwa nxa usubuyele ku-inthanethi',
  'offline.waitsOther': 'inguquko ezingu-{count} zilinde ukuthunyelwa nxa usubuyele ku-inthanethi',
  'offline.lastVisit': 'ekuvakatsheleni kwakho kokucina',
  'offline.replayUnreadable': 'Inguquko egcinwe ungela-inthanethi ayibalekanga, ngakho kayithunyelwanga.',
  'offline.replayLogIn': 'Ngena ukuze ugcine okuthandayo: umkhiqizo owawugcinile ungela-inthanethi kawugcinwanga.',
  'offline.replayFavouriteRefused': 'Okuthandayo kwangesikhathi ungela-inthanethi akugcinwanga: {reason}',
  'offline.replayFavouriteSaved': 'Okugcinwe kwengikuthandayo ungela-inthanethi sekugcinwe.',
  'offline.replayFavouriteRemoved': 'Kususiwe kwengikuthandayo.',
  'offline.replayRemoved': 'Enguqukweni ozenze ungela-inthanethi: {removed}',
  'offline.replayNotAdded': '{name} kawufakwanga ebhasikidini lakho: {reason}.',
  'offline.replayTryAgain': 'zama futhi',
  'offline.replayAProduct': 'Umkhiqizo owawufake ungela-inthanethi',
  'offline.replayPriceChanged': '{name} usebhasikidini lakho, kodwa inani lawo litshintshile: {now} khathesi ({was} ngesikhathi uwubona).',
  'offline.replayAdded': '{name}, owawufake ungela-inthanethi, usebhasikidini lakho.',
};
