import type { AreaCatalogue } from '../area';
import type { offline as english } from '../en/offline';

export const offline: AreaCatalogue<typeof english> = {
  'offline.formTitle': 'Hauna indaneti',
  'offline.formBody': 'Fomu iyi inoda indaneti, uye hapana chatumirwa. Edzazve kana wadzokera paindaneti.',
  'offline.goBack': 'Dzokera',
  'offline.waitsOne': 'shanduko {count} yakamirira kutumirwa kana wadzokera paindaneti',
  'offline.waitsOther': 'shanduko {count} dzakamirira kutumirwa kana wadzokera paindaneti',
  'offline.lastVisit': 'pawakapedzisira kushanya',
  'offline.replayUnreadable': 'Shanduko yakachengetwa usina indaneti haina kuverengeka, saka haina kutumirwa.',
  'offline.replayLogIn': 'Pinda kuti uchengete zvaunofarira: chigadzirwa chawakachengeta usina indaneti hachina kuchengetwa.',
  'offline.replayFavouriteRefused': 'Chawakafarira usina indaneti hachina kuchengetwa: {reason}',
  'offline.replayFavouriteSaved': 'Chawakachengeta muzvandinoda usina indaneti chave chakachengetwa.',
  'offline.replayFavouriteRemoved': 'Chabviswa muzvandinoda.',
  'offline.replayRemoved': 'Kubva pashanduko dzawakaita usina indaneti: {removed}',
  'offline.replayNotAdded': '{name} hachina kuiswa mutswanda rako: {reason}.',
  'offline.replayTryAgain': 'edzazve',
  'offline.replayAProduct': 'Chigadzirwa chawakawedzera usina indaneti',
  'offline.replayPriceChanged': '{name} chiri mutswanda rako, asi mutengo wacho wachinja: {now} zvino ({was} pawakachiona).',
  'offline.replayAdded': '{name}, chawakawedzera usina indaneti, chiri mutswanda rako.',
};
