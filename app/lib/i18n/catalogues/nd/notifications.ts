import type { AreaCatalogue } from '../area';
import type { notifications as english } from '../en/notifications';

const STATUS =
  'pending {ilindile} processing {iyalungiselelwa} on_hold {imisiwe} completed {iqediwe} cancelled {ichithiwe} refunded {imali yayo ibuyisiwe} failed {yehlulekile} other {{STATUS}}';
const status = (name: string) => `{${name}, select, ${STATUS.replace('{STATUS}', `{${name}}`)}}`;
const ROLE = '{role, select, manager {umphathi (konke ngaphandle kwezokubhadala lezabasebenzi)} other {umsizi (ama-oda lemilayezo)}}';
const AMOUNT = '{quantity, plural, =1 {{amount}} other {{amount} ngayinye, izinto ezingu-{quantity}}}';

export const notifications: AreaCatalogue<typeof english> = {
  'notifications.meta': 'Izaziso — Musika',
  'notifications.title': 'Izaziso',
  'notifications.listLabel': 'Izaziso',
  'notifications.markAll': 'Phawula zonke ezingu-{count} njengezibaliweyo',
  'notifications.empty': 'Akukabi lazaziso. Ama-oda, amanani anikelwayo lezimpendulo ezicelweni zakho kuzavela lapha.',
  'notifications.backToShopping': 'Buyela ekuthengeni',
  'notifications.storeEmpty': 'Akukabi lazaziso zika-{store}. Ama-oda amatsha, amanani anikelwayo, izicelo zabathengi lokubuyekezwa kuvela lapha.',
  'notifications.seeProducts': 'Bona izinto zakho',
  'notifications.open': 'Vula',
  'notifications.markRead': 'Phawula njengesibaliweyo',
  'notifications.readError': 'Kwehlulekile ukuphawula njengesibaliweyo',
  'notifications.tabsLabel': 'Ibhokisi lemilayezo',
  'notifications.tabMessages': 'Imilayezo',
  'notifications.unread': 'ezingakabalwa',
  'notifications.unknownLanguage': 'Ulimi olungaziwayo',

  'notifications.orderNew.title': 'I-oda entsha {order}',
  'notifications.orderNew.body':
    '{buyer} u-ode {units, plural, one {into #} other {izinto ezingu-#}} esitolo {store}, zonke ngo-{total}, {fulfilment, select, delivery {ziletheke e-{city}} other {zizathathwa}}. Ukubhadala: {payment, select, cash_on_delivery {imali nxa kulethwa} ecocash {EcoCash (kulindelwe ukubhadala)} onemoney {OneMoney (kulindelwe ukubhadala)} innbucks {InnBucks (kulindelwe ukubhadala)} web {Paynow (kulindelwe ukubhadala)} other {{payment}}}.',
  'notifications.orderPlaced.title': 'I-oda {order} yenziwe',
  'notifications.orderPlaced.body': 'I-oda yakho esitolo {store}, yemali engu-{total}, ilindile. Sizakutshela lapha nxa isitolo siyitshintsha.',
  'notifications.orderStatus.title': `I-oda {order} ${status('to')}`,
  'notifications.orderStatus.body': `Isitolo {store} sitshintshe i-oda yakho {order}: ibi ${status('from')}, khathesi ${status('to')}.`,
  'notifications.orderShipped.title': 'I-oda {order} isendleleni',
  'notifications.orderShipped.body': 'Isitolo {store} sithumele i-oda yakho {order}. Othwalayo: {courier}. Inombolo yokulandelela: {tracking}.',
  'notifications.offerReceived.title': 'Inani elitsha linikelwe ku-{product}',
  'notifications.offerReceived.body': `{person} unikele ngo-${AMOUNT}.{note}`,
  'notifications.offerAccepted.title': 'Inani livunyiwe: {product}',
  'notifications.offerAccepted.body': `{person} uvumile ${AMOUNT}.{note}`,
  'notifications.offerRejected.title': 'Inani laliwe: {product}',
  'notifications.offerRejected.body': `{person} walile ${AMOUNT}.{note}`,
  'notifications.offerCountered.title': 'Kunikelwe elinye inani ku-{product}',
  'notifications.offerCountered.body': `{person} unikele ngelinye inani: ${AMOUNT}.{note}`,
  'notifications.offerWithdrawn.title': 'Inani lihoxisiwe: {product}',
  'notifications.offerWithdrawn.body': `{person} uhoxise inani lika-${AMOUNT}.{note}`,
  'notifications.reviewReceived.title': 'Ukubuyekezwa okutsha okulezinkanyezi ezingu-{rating} kuka-{product}',
  'notifications.requestMatch.title': 'Isicelo esitsha somthengi e-{city}: {request}',
  'notifications.requestMatch.body': '{owner} udinga lokhu esigabeni se-{category}. {details}',
  'notifications.requestMatchBudget.title': 'Isicelo esitsha somthengi e-{city}: {request}',
  'notifications.requestMatchBudget.body': '{owner} udinga lokhu esigabeni se-{category}. {details} Isabelomali: {budget}.',
  'notifications.requestResponse.title': 'Isitolo {store} siphendule “{request}”',
  'notifications.requestResponsePrice.title': 'Isitolo {store} siphendule “{request}”',
  'notifications.requestResponsePrice.body': '{reply} Intengo: {price}.',
  'notifications.staffInvited.title': 'Umenyiwe ukuthi usize ukuphatha isitolo {store}',
  'notifications.staffInvited.body': `Umenyiwe ukuthi usebenze esitolo {store}. Umsebenzi wakho: ${ROLE}. Vuma kumbe wale isimemo ku-akhawunti yakho.`,
  'notifications.staffJoined.title': '{person} ungene esitolo {store}',
  'notifications.staffJoined.body': '{person} usengumsebenzi wesitolo {store}.',
  'notifications.staffDeclined.title': '{person} walile ukungena esitolo {store}',
  'notifications.staffDeclined.body': '{person} walile isimemo sakho sesitolo {store}.',
  'notifications.staffRole.title': 'Umsebenzi wakho esitolo {store} utshintshile',
  'notifications.staffRole.body': `Khathesi ungu-${ROLE} wesitolo {store}.`,
  'notifications.staffRemoved.title': 'Awusaphathi isitolo {store}',
  'notifications.staffRemoved.body': 'Umnikazi wesitolo {store} ukususile kubasebenzi baso.',
};
