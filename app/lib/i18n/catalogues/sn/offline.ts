import type { AreaCatalogue } from '../area';
import type { offline as english } from '../en/offline';

export const offline: AreaCatalogue<typeof english> = {
  'offline.formTitle': 'Hauna indaneti',
  'offline.formBody': 'Fomu iyi inoda indaneti, uye hapana chatumirwa. Edzazve kana wadzokera paindaneti.',
  'offline.goBack': 'Dzokera',
  'offline.waitsOne': 'shanduko {count} yakamirira kutumirwa kana wadzokera paindaneti',
  'offline.waitsOther': 'shanduko {count} dzakamirira kutumirwa kana wadzokera paindaneti',
  'offline.lastVisit': 'pawakapedzisira kushanya',
};
