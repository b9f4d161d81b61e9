import type { AreaCatalogue } from '../area';
import type { shell as english } from '../en/shell';

export const shell: AreaCatalogue<typeof english> = {
  'shell.help': 'Rubatsiro',
  'shell.helpLabel': 'Rubatsiro: tipe maonero ako kana kutaura nesu',
  'shell.noticeLabel': 'Chiziviso chezvitsva',
  'shell.noticeClose': 'Vhara chiziviso',
  'shell.cookieLabel': 'Mvumo yemakuki',
  'shell.cookieText':
    'Tinoshandisa makuki kuti urambe wakapinda uye tswanda rako rirambe rakachengeteka. Nemvumo yako tinoshandisawo makuki ekuongorora kuti tidzidze mashandisirwo anoitwa Musika.',
  'shell.privacyPolicy': 'Mutemo wekuvanzika',
  'shell.decline': 'Ramba',
  'shell.accept': 'Bvuma',
  'shell.newsletterLabel': 'Kunyoresa tsamba yenhau',
  'shell.newsletterHeading': 'Tambira zvakadzikiswa nenhau paimeri',
  'shell.newsletterSigningUp': 'Kunyoresa…',
  'shell.newsletterSignUp': 'Nyoresa',
  'shell.newsletterRequired': 'Imeri inodiwa',
  'shell.newsletterInvalid': 'Imeri haina kunyorwa zvakanaka',
  'shell.newsletterSubscribed': 'Maita basa — wanyoreswa. Tarisira zvakadzikiswa nenhau kubva kuMusika.',
  'shell.newsletterFailed': 'Hatina kukwanisa kukunyoresa. Edzazve.',
  'shell.offlineBanner':
    'Hauna indaneti. Mapeji awakavhura achiri kuvhurika; tswanda nezvaunoda zvakamirira panhare yako kusvikira wadzokera paindaneti.',
  'shell.offlineSaved': 'Pasina indaneti — zvakachengetwa {when}',
  'shell.offlinePrices': 'Pasina indaneti — mitengo yemusi {when}',
  'shell.offlineQueued': 'Hauna indaneti: shanduko iyi yachengetwa panhare yako uye ichatumirwa kana wadzokera paindaneti ({pending} zvakamirira).',
  'shell.offlineNeedsNetwork': 'Hauna indaneti: izvi zvinoda indaneti, uye hapana chatumirwa. Edzazve kana wadzokera paindaneti.',
  'shell.ok': 'Zvakanaka',
  'shell.lowDataOn': 'Mamiriro ekushandisa dhata shoma ari pachena: mifananidzo inovhurika kana yabayiwa.',
  'shell.lowDataOff': 'Dzima mamiriro ekushandisa dhata shoma',
  'shell.lowDataSwitchOn': 'Dhata shoma: pachena',
  'shell.lowDataPhoto': 'Mufananidzo · {weight}',
  'shell.lowDataSizeUnknown': 'ukuru hahuzivikanwe',
  'shell.lowDataCost': 'Peji iri rashandisa dhata inenge {kb} KB kuvhurika.',
  'shell.lowDataVideo': 'Vhidhiyo: haina kuvhurwa mumamiriro edhata shoma, ivhure',
  'shell.lowDataEmbed': 'Zvakaiswa mukati: hazvina kuvhurwa mumamiriro edhata shoma, zvivhure',
  'shell.lowDataMap': 'Vhura mepu yemigwagwa (inoshandisa dhata yakawanda)',
};
