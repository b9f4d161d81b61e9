import type { AreaCatalogue } from '../area';
import type { adminSecurity as english } from '../en/admin-security';

export const adminSecurity: AreaCatalogue<typeof english> = {
  'adminSecurity.meta': 'Ukuvikeleka — Abaphathi — Musika',
  'adminSecurity.title': 'Ukuvikeleka',
  'adminSecurity.codeFormat': 'Bhala ikhodi enezinombolo ezingu-6 etshengiswa yi-app yakho yokuqinisekisa.',
  'adminSecurity.codeWrong': 'Leyo khodi kayilunganga.',
  'adminSecurity.recoveryTitle': 'Amakhodi akho okubuyela',
  'adminSecurity.recoveryInfo':
    'I-app yakho yokuqinisekisa isilungisiwe. Gcina lamakhodi endaweni ephephileyo: ngayinye ikungenisa kanye kuphela ngaphandle kwe-app. Atshengiswa khathesi kuphela.',
  'adminSecurity.recoveryLabel': 'Amakhodi okubuyela',
  'adminSecurity.enrolled':
    'I-app yakho yokuqinisekisa ilungisiwe. Amakhodi okubuyela angu-{left} kwangu-10 asele. Nxa ulahlekelwa lucingo lwakho, cela omunye umphathi ukuthi ahlele kutsha i-app yakho: uzayilungisa njalo nxa ungena ngokulandelayo.',
  'adminSecurity.scanTitle': 'Skena le khodi nge-app yakho yokuqinisekisa',
  'adminSecurity.qrLabel': 'Ikhodi ye-QR yemfihlo yakho entsha yokuqinisekisa',
  'adminSecurity.typeSecret': 'Kumbe bhala imfihlo:',
  'adminSecurity.confirmLabel': 'Qinisekisa i-app yakho yokuqinisekisa',
  'adminSecurity.codeLabel': 'Ikhodi evela ku-app',
  'adminSecurity.confirm': 'Qinisekisa',
  'adminSecurity.setUpLabel': 'Lungisa i-app yakho yokuqinisekisa',
  'adminSecurity.setUpInfo':
    'Abasebenzi beMusika bangena ngekhodi evela ku-app yokuqinisekisa (Google Authenticator, Microsoft Authenticator, 1Password…). Lungisa eyodwa ukuze uqhubeke.',
  'adminSecurity.setUp': 'Lungisa i-app yokuqinisekisa',
};
