import type { AreaCatalogue } from '../area';
import type { offline as english } from '../en/offline';

export const offline: AreaCatalogue<typeof english> = {
  'offline.formTitle': 'Awukho ku-inthanethi',
  'offline.formBody': 'Ifomu le idinga i-inthanethi, njalo kakukho okuthunyelweyo. Zama futhi nxa usubuyele ku-inthanethi.',
  'offline.goBack': 'Buyela emuva',
  'offline.waitsOne': 'inguquko engu-{count} ilinde ukuthunyelwa nxa usubuyele ku-inthanethi',
  'offline.waitsOther': 'inguquko ezingu-{count} zilinde ukuthunyelwa nxa usubuyele ku-inthanethi',
  'offline.lastVisit': 'ekuvakatsheleni kwakho kokucina',
};
