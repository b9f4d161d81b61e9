import type { AreaCatalogue } from '../area';
import type { bulkUpload as english } from '../en/bulk-upload';

export const bulkUpload: AreaCatalogue<typeof english> = {
  'bulkUpload.meta': 'Ukufaka impahla enengi — Musika',
  'bulkUpload.title': 'Ukufaka impahla enengi',
  'bulkUpload.accountMeta': 'Faka impahla — Musika',
  'bulkUpload.accountTitle': 'Faka impahla',
  'bulkUpload.accountTitleOf': 'Faka impahla — {business}',
  'bulkUpload.accountNoBusiness': 'Faka impahla yakho kusuka kusipredishithi nxa usuthengisa kuMusika. Nansi indlela yokuqalisa:',
  'bulkUpload.createBusiness': 'Dala ibhizimusi ungakafaki impahla.',
  'bulkUpload.noBulk':
    'Ukufaka impahla enengi kusephakejini ye-Enterprise: phakamisa iphakeji ukuze ufake amakhulu empahla kusuka kusipredishithi esisodwa.',
  'bulkUpload.limitNote':
    'Usufike emkhawulweni wempahla wephakeji yakho: imigqa engashicilela impahla entsha iyabikwa kodwa kayifakwa. Imilotshwana lokulungiswa kwempahla yakho ekhona kusafakwa.',
  'bulkUpload.step1': '1. Thatha isibonelo sefomu',
  'bulkUpload.introBefore': 'Impahla eyodwa ngomugqa. Gcina umugqa wezihloko; gcwalisa amakholamu adingwa yimpahla yakho.',
  'bulkUpload.introAfter': 'yikhodi yakho yempahla: faka ifayili elifanayo futhi, impahla ele-SKU efanayo iyalungiswa, kayiphindwa.',
  'bulkUpload.notePrices': 'Amanani ngamadola aseMelika, njenge-12.50. Tshiya i-sale_price ingelalutho nxa kungehliswanga.',
  'bulkUpload.noteCategory': 'category: i-slug kumbe ibizo lohlobo, isibonelo kitchenware kumbe Men’s Clothing.',
  'bulkUpload.noteImages':
    'images: amakheli ezithombe, kumbe amabizo amafayili ezithombe ozengeza ngezansi (isibonelo hilux-front.jpg), zehlukaniswe ngo-|, isithombe esikhulu kuqala.',
  'bulkUpload.noteVariations': 'variations (izigqoko lezigqoko zekhanda): size:colour:stock, kumbe size:colour:stock:price, zehlukaniswe ngo-|.',
  'bulkUpload.noteStatus': 'status: publish, kumbe draft ukuze uqedele ngemuva.',
  'bulkUpload.downloadTemplate': 'Thatha isibonelo se-CSV',
  'bulkUpload.step2': '2. Faka ifayili lakho',
  'bulkUpload.nothingSaved': 'Kakukho okugcinwayo uze ubone okuzafakwa ucindezele Faka.',
  'bulkUpload.step3': '3. Hlola ungakafaki',
  'bulkUpload.previewSummary':
    'Imigqa engu-{total}: engu-{ready} ilungile (engu-{create} emitsha, engu-{update} ezalungiswa), engu-{invalid} ilamaphutha',
  'bulkUpload.previewOver': ', engu-{over} yedlula umkhawulo wempahla wephakeji yakho',
  'bulkUpload.ignored': 'Amakholamu angasetshenziswanga: {columns}.',
  'bulkUpload.unusedPhotos':
    '{count, plural, one {Isithombe esingu-# kasisetshenziswa} other {Izithombe ezingu-# kazisetshenziswa}} ngumugqa lowo: {names}.',
  'bulkUpload.nothingImportable': 'Akulamugqa ongafakwa okwamanje: lungisa imigqa engaphezulu ubusufaka ifayili futhi.',
  'bulkUpload.step4': '4. Kufakiwe',
  'bulkUpload.imported': 'Kufakwe engu-{done} kwemigqa engu-{total}: engu-{created} emitsha, engu-{updated} ilungisiwe.',
  'bulkUpload.downloadFix': '{count, plural, one {Thatha umugqa ozawulungisa (CSV)} other {Thatha imigqa engu-# ozayilungisa (CSV)}}',
  'bulkUpload.csvFile': 'Ifayili le-CSV (2 MB kuphela)',
  'bulkUpload.keptFile': 'Ifayili olihlolileyo ligciniwe: khetha elinye kuphela nxa ufuna ukulintshintsha.',
  'bulkUpload.photosLabel': 'Izithombe zemigqa (nxa uthanda)',
  'bulkUpload.photosHint':
    'JPEG, PNG kumbe WebP, 2 MB ngasinye, kufika ku-{max} ngesikhathi esisodwa. Faka amabizo amafayili azo kukholamu ye-images.',
  'bulkUpload.addedSoFar': 'Okwengeziweyo kuze kube khathesi ({count}): {names}. Isithombe esilebizo elifanayo sithatha indawo yesinye.',
  'bulkUpload.checking': 'Ngiyahlola…',
  'bulkUpload.check': 'Hlola ifayili',
  'bulkUpload.rowsWithErrors': 'Imigqa elamaphutha',
  'bulkUpload.row': 'Umugqa',
  'bulkUpload.column': 'Ikholamu',
  'bulkUpload.problem': 'Inkinga',
  'bulkUpload.importRows': '{count, plural, one {Faka umugqa ongu-# olungileyo} other {Faka imigqa engu-# elungileyo}}',
  'bulkUpload.importing': 'Ngiyafaka…',
  'bulkUpload.finished': 'Ukufaka kuphelile',
  'bulkUpload.importedOf': 'Kufakwe engu-{written} ku-{ready}',
  'bulkUpload.importedSummary': 'Kufakwe engu-{written} ku-{ready}: engu-{created} emitsha, engu-{updated} ilungisiwe.',
};
