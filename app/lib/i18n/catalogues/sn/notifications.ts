import type { AreaCatalogue } from '../area';
import type { notifications as english } from '../en/notifications';

const STATUS =
  'pending {yakamirira} processing {iri kugadzirirwa} on_hold {yakamiswa} completed {yapedzwa} cancelled {yakanzurwa} refunded {mari yayo yadzoserwa} failed {yakundikana} other {{STATUS}}';
const status = (name: string) => `{${name}, select, ${STATUS.replace('{STATUS}', `{${name}}`)}}`;
const ROLE = '{role, select, manager {maneja (zvese kunze kwemabhiri nevashandi)} other {mubatsiri (maodha nemameseji)}}';
const AMOUNT = '{quantity, plural, =1 {{amount}} other {{amount} chimwe nechimwe, zvinhu {quantity}}}';

export const notifications: AreaCatalogue<typeof english> = {
  'notifications.meta': 'Zviziviso — Musika',
  'notifications.title': 'Zviziviso',
  'notifications.listLabel': 'Zviziviso',
  'notifications.markAll': 'Ratidza zvese {count} sezvakaverengwa',
  'notifications.empty': 'Hapana zviziviso parizvino. Maodha, mitengo inopiwa nemhinduro kuzvikumbiro zvako zvichaonekwa pano.',
  'notifications.backToShopping': 'Dzokera kunotenga',
  'notifications.storeEmpty':
    'Hapana zviziviso zve{store} parizvino. Maodha matsva, mitengo inopiwa, zvikumbiro zvevatengi nengongedzo zvinoonekwa pano.',
  'notifications.seeProducts': 'Ona zvinhu zvako',
  'notifications.open': 'Vhura',
  'notifications.markRead': 'Ratidza sechakaverengwa',
  'notifications.readError': 'Zvaramba kuratidza sechakaverengwa',
  'notifications.tabsLabel': 'Mabhokisi emashoko',
  'notifications.tabMessages': 'Mameseji',
  'notifications.unread': 'zvisati zvaverengwa',
  'notifications.unknownLanguage': 'Mutauro uyu hauzivikanwe',

  'notifications.orderNew.title': 'Odha itsva {order}',
  'notifications.orderNew.body':
    '{buyer} aodha {units, plural, one {chinhu #} other {zvinhu #}} kuchitoro {store}, zvese {total}, {fulfilment, select, delivery {zvichiunzwa ku{city}} other {zvichizotorwa}}. Kubhadhara: {payment, select, cash_on_delivery {mari pakuunzirwa} ecocash {EcoCash (yakamirira kubhadharwa)} onemoney {OneMoney (yakamirira kubhadharwa)} innbucks {InnBucks (yakamirira kubhadharwa)} web {Paynow (yakamirira kubhadharwa)} other {{payment}}}.',
  'notifications.orderPlaced.title': 'Odha {order} yaitwa',
  'notifications.orderPlaced.body': 'Odha yako kuchitoro {store}, yemari inosvika {total}, yakamirira. Tichakuudza pano chitoro chikaichinja.',
  'notifications.orderStatus.title': `Odha {order} ${status('to')}`,
  'notifications.orderStatus.body': `Chitoro {store} chachinja odha yako {order}: yanga ${status('from')}, zvino ${status('to')}.`,
  'notifications.orderShipped.title': 'Odha {order} iri munzira',
  'notifications.orderShipped.body': 'Chitoro {store} chatumira odha yako {order}. Mutakuri: {courier}. Nhamba yekutevera: {tracking}.',
  'notifications.offerReceived.title': 'Mutengo mutsva wapiwa pa{product}',
  'notifications.offerReceived.body': `{person} apa mutengo we${AMOUNT}.{note}`,
  'notifications.offerAccepted.title': 'Mutengo wabvumirwa: {product}',
  'notifications.offerAccepted.body': `{person} abvuma ${AMOUNT}.{note}`,
  'notifications.offerRejected.title': 'Mutengo warambwa: {product}',
  'notifications.offerRejected.body': `{person} aramba ${AMOUNT}.{note}`,
  'notifications.offerCountered.title': 'Mumwe mutengo wapiwa pa{product}',
  'notifications.offerCountered.body': `{person} apa mumwe mutengo: ${AMOUNT}.{note}`,
  'notifications.offerWithdrawn.title': 'Mutengo wadzoserwa: {product}',
  'notifications.offerWithdrawn.body': `{person} adzosera mutengo we${AMOUNT}.{note}`,
  'notifications.reviewReceived.title': 'Ongororo itsva ine nyeredzi {rating} ye{product}',
  'notifications.requestMatch.title': 'Chikumbiro chitsva chemutengi mu{city}: {request}',
  'notifications.requestMatch.body': '{owner} ari kutsvaga izvi muchikamu che{category}. {details}',
  'notifications.requestMatchBudget.title': 'Chikumbiro chitsva chemutengi mu{city}: {request}',
  'notifications.requestMatchBudget.body': '{owner} ari kutsvaga izvi muchikamu che{category}. {details} Bhajeti: {budget}.',
  'notifications.requestResponse.title': 'Chitoro {store} chapindura “{request}”',
  'notifications.requestResponsePrice.title': 'Chitoro {store} chapindura “{request}”',
  'notifications.requestResponsePrice.body': '{reply} Mutengo: {price}.',
  'notifications.staffInvited.title': 'Wakokwa kuti ubatsire kufambisa chitoro {store}',
  'notifications.staffInvited.body': `Wakokwa kuti ushande muchitoro {store}. Basa rako: ${ROLE}. Bvuma kana kuramba kukoka uku muakaundi yako.`,
  'notifications.staffJoined.title': '{person} apinda muchitoro {store}',
  'notifications.staffJoined.body': '{person} ava mushandi wechitoro {store}.',
  'notifications.staffDeclined.title': '{person} aramba kupinda muchitoro {store}',
  'notifications.staffDeclined.body': '{person} aramba kukoka kwako kuchitoro {store}.',
  'notifications.staffRole.title': 'Basa rako muchitoro {store} rachinja',
  'notifications.staffRole.body': `Zvino uri ${ROLE} wechitoro {store}.`,
  'notifications.staffRemoved.title': 'Hausisiri mushandi wechitoro {store}',
  'notifications.staffRemoved.body': 'Muridzi wechitoro {store} akubvisa pavashandi vacho.',
  'notifications.orderPaidStore.title': 'Odha {order} yabhadharwa',
  'notifications.orderPaidStore.body': '{total} yeodha {order} yabhadharwa kuburikidza nePaynow ({reference}). Igadzirire mutengi.',
  'notifications.orderPaidBuyer.title': 'Odha {order} yabhadharwa',
  'notifications.orderPaidBuyer.body': 'Mari yawabhadhara yeodha {order} kuchitoro {store} yasvika. Chitoro chiri kuigadzirira.',
  'notifications.paymentDuplicate.title': 'Mari yechipiri yasvika',
  'notifications.paymentDuplicate.body':
    'Maodha ako akanga atobhadharwa pakasvika mari {reference}. Musika ichaidzosera; taura nerubatsiro kana uine mibvunzo.',
  'notifications.orderRefundedStore.title': 'Mari yeodha {order} yadzoserwa',
  'notifications.orderRefundedStore.body': 'Mari yeodha {order} ({total}, {reference}) yadzoserwa kumutengi. Usaitumire.',
  'notifications.orderRefundedBuyer.title': 'Mari yeodha {order} yadzoserwa',
  'notifications.orderRefundedBuyer.body': 'Mari yawabhadhara yeodha {order} ({total}) yadzoserwa kuburikidza nePaynow.',
};
