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
  'notifications.orderPaidStore.title': 'I-oda {order} ibhadaliwe',
  'notifications.orderPaidStore.body': '{total} ye-oda {order} ibhadalwe nge-Paynow ({reference}). Yilungisele umthengi.',
  'notifications.orderPaidBuyer.title': 'I-oda {order} ibhadaliwe',
  'notifications.orderPaidBuyer.body': 'Imali oyibhadaleyo ye-oda {order} esitolo {store} ifikile. Isitolo siyayilungisa.',
  'notifications.paymentDuplicate.title': 'Kufike imali yesibili',
  'notifications.paymentDuplicate.body':
    'Ama-oda akho ayesebhadaliwe ngesikhathi imali {reference} ifika. UMusika uzayibuyisela; khuluma labasizi nxa ulemibuzo.',
  'notifications.orderRefundedStore.title': 'Imali ye-oda {order} ibuyisiwe',
  'notifications.orderRefundedStore.body': 'Imali ye-oda {order} ({total}, {reference}) ibuyiselwe umthengi. Ungayithumeli.',
  'notifications.orderRefundedBuyer.title': 'Imali ye-oda {order} ibuyisiwe',
  'notifications.orderRefundedBuyer.body': 'Imali oyibhadaleyo ye-oda {order} ({total}) ibuyiselwe nge-Paynow.',
  'notifications.orderRefundedByMusika.title': 'Imali ye-oda {order} ibuyisiwe',
  'notifications.orderRefundedByMusika.body': 'Imali oyibhadaleyo ye-oda {order} ({total}) ibuyiswe nguMusika (inombolo yokubuyisela: {reference}).',

  'notifications.auctionOutbid.title': 'Wedlulwe endalini ye-{product}',
  'notifications.auctionOutbid.body': 'Omunye ubhide ngo-{bid}. Bhida okungenani ngo-{minimum} ukuze uphinde ukhokhele indali ingakapheli.',
  'notifications.auctionSold.title': 'Into {product} ithengiswe ngo-{bid}',
  'notifications.auctionSold.body':
    'Indali iphele ngo-{bid}, inani eliphansi lifinyelelwe. Vuma kumbe wale umphumela ku-Indali; nxa usuvunyiwe, owinileyo angabhadala.',
  'notifications.auctionReserveNotMet.title': '{product}: inani eliphansi alifinyelelwanga',
  'notifications.auctionReserveNotMet.body':
    'Indali iphele ibhidi ephezulu ingu-{bid}, ngaphansi kwenani lakho eliphansi. Kakho owinileyo; ala umphumela ku-Indali ukuze uyivale.',
  'notifications.auctionNoBids.title': 'Indali ye-{product} iphele kungelabhidi',
  'notifications.auctionNoBids.body': 'Kakho obhide inani lokuqalisa elingu-{start}.',
  'notifications.auctionWon.title': 'Uwine i-{product}',
  'notifications.auctionWon.body': 'Ibhidi yakho engu-{bid} yiyo ewinileyo. Umthengisi uzavuma umphumela; sizakutshela lapha nxa usungabhadala.',
  'notifications.auctionNotSold.title': '{product}: inani eliphansi alifinyelelwanga',
  'notifications.auctionNotSold.body':
    'Indali iphele ibhidi yakho engu-{bid} iyiyo ephezulu, kodwa ingaphansi kwenani eliphansi lomthengisi, ngakho kayithengiswanga.',
  'notifications.auctionRejected.title': '{product}: umthengisi wale umphumela',
  'notifications.auctionRejected.body': 'Umthengisi kavumanga ukuthengisa, ngakho kakulalutho olukweletayo njalo into kayithengiswanga.',
  'notifications.auctionPay.title': 'Bhadalela i-{product}',
  'notifications.auctionPay.body': 'Umthengisi uvume ibhidi yakho ewinileyo engu-{bid}. Bhadala ukuze uqedise ukuthenga.',

  'notifications.dayRange': '{first} kuze kube ngu-{last}',
  'notifications.bookingRequested.title': '{booking, select, hire {Isicelo esitsha sokuqhatsha} other {Isicelo esitsha sokuhlangana}}: {product}',
  'notifications.bookingRequested.body': '{buyer} ucele u-{when} (isikhathi saseHarare). Samukele kumbe usiphendule kokuhleliweyo kwakho.',
  'notifications.bookingBuyerMoved.title':
    '{buyer} {action, select, accept {uvume isikhathi osiphakamisileyo} decline {wale isikhathi osiphakamisileyo} other {ukudilizile}}: {product}',
  'notifications.bookingBuyerMoved.body': '{product}, {when} (isikhathi saseHarare).',
  'notifications.bookingProposed.title': 'Kuphakanyiswe esinye isikhathi: {product}',
  'notifications.bookingProposed.body':
    'Isitolo {store} siphakamisa u-{when} (isikhathi saseHarare) esikhundleni sika-{fromWhen}. Samukele kumbe usale.{note}',
  'notifications.bookingAnswered.title':
    '{status, select, accepted {Ukuhlangana kuvunyiwe} confirmed {Ukuqhatsha kuqinisekisiwe} declined {Ukubhuka kwaliwe} other {{status}}}: {product}',
  'notifications.bookingAnswered.body': 'Isitolo {store}: {product}, {when} (isikhathi saseHarare).{note}',
  'notifications.bookingReminderBuyer.title': 'Isikhumbuzo: {product} kusasa',
  'notifications.bookingReminderBuyer.body':
    '{booking, select, hire {Ukuqhatsha kwakho} other {Ukuhlangana kwakho}} lesitolo {store}: {when} (isikhathi saseHarare).',
  'notifications.bookingReminderStore.title': 'Isikhumbuzo: {product} kusasa',
  'notifications.bookingReminderStore.body':
    '{booking, select, hire {Ukuqhatsha kubhukelwe} other {Ukuhlangana kubhukelwe}} u-{when} (isikhathi saseHarare).',
  'notifications.bookingLapsedBuyer.title': 'Isicelo siphelelwe yisikhathi: {product}',
  'notifications.bookingLapsedBuyer.body':
    'Isitolo {store} kasiphendulanga isicelo sakho sokuqhatsha sika-{when} phakathi kwamahora angu-{hours}, ngakho siphelelwe yisikhathi njalo insuku lezo sezikhululekile futhi. Ungaphinda ucele.',
  'notifications.bookingLapsedStore.title': 'Isicelo siphelelwe yisikhathi: {product}',
  'notifications.bookingLapsedStore.body':
    'Isicelo sokuqhatsha sika-{when} kasiphendulwanga phakathi kwamahora angu-{hours}, ngakho siphelelwe yisikhathi njalo insuku lezo sezikhululekile futhi.',

  'notifications.payoutPaid.title': 'Imali yakho engu-{amount} ithunyelwe',
  'notifications.payoutPaid.body': 'UMusika uthumele u-{amount} wesitolo {store} ku-{destination}. Inombolo yokuthumela: {reference}.',
  'notifications.payoutRejected.title': 'Isicelo sakho semali engu-{amount} kasibhadalwanga',
  'notifications.payoutRejected.body':
    'Abezezimali kabasibhadalanga isicelo semali engu-{amount} sesitolo {store}: {reason} Imali ihlala isemalini yakho eseleyo; ungaphinda ucele.',

  'notifications.listingUnpublished.title': 'Isaziso sakho "{product}" sisusiwe obala',
  'notifications.listingUnpublished.body':
    'Umhloli weMusika ususe obala "{product}" ({store}) ngemva kokubikwa {report, select, counterfeit {kwempahla yomgunyathi} prohibited {kwento engavunyelwanga} scam {kobuqili} wrong_category {kohlobo olungesilo} offensive {kokuthile okuhlambalazayo} other {ngesinye isizatho}}: {reason} Sihlala phakathi kwezaziso zakho singakakhitshwa; abathengi kabasasiboni.',
  'notifications.reportUnpublished.title': 'Okubikileyo mayelana le-"{product}"',
  'notifications.reportUnpublished.body': 'Siyabonga: umhloli uhlolisise okubikileyo wasusa obala "{product}".',
  'notifications.reportDismissed.title': 'Okubikileyo mayelana le-"{product}"',
  'notifications.reportDismissed.body': 'Umhloli uhlolisise okubikileyo watshiya "{product}" isabonakala.{note}',
  'notifications.reviewHidden.title': 'Umbono wakho nge-"{product}" ufihliwe',
  'notifications.reviewHidden.body':
    'Umhloli weMusika ufihle umbono wakho nge-"{product}": {reason} Abanye abathengi kabasawuboni njalo kawusabalwa emaphuzwini ento.',
  'notifications.reviewRestored.title': 'Umbono wakho nge-"{product}" usubonakala futhi',
  'notifications.reviewRestored.body':
    'Umhloli weMusika ubuyisile umbono wakho nge-"{product}": abathengi sebewubona futhi njalo uyabalwa emaphuzwini ento.',
  'notifications.storeSuspended.title': 'Isitolo sakho "{store}" simisiwe',
  'notifications.storeSuspended.body':
    'Umhloli weMusika umise "{store}": {reason} Abathengi kabasaboni isitolo kumbe izaziso zaso; kakukho okucitshiweyo. Khuluma labasizi beMusika ukuze sibuyiswe.',
  'notifications.storeReinstated.title': 'Isitolo sakho "{store}" sesibuyile kuMusika',
  'notifications.storeReinstated.body':
    'Umhloli weMusika ubuyise "{store}": abathengi sebebona isitolo lezaziso ezazisobala singakamiswa futhi.{note}',

  'notifications.packageSet.title': 'Iphakeji yakho isingu-{package}',
  'notifications.packageSet.body':
    'UMusika ubeke iphakeji yakho ku-{package}{count, plural, =0 {} one {, losuku olu-# olwengeziweyo} other {, lensuku ezingu-# ezengeziweyo}}: izasebenza kuze kube ngu-{ends}.',
  'notifications.packageExtended.title': 'Iphakeji yakho ye-{package} yelulwe',
  'notifications.packageExtended.body':
    'UMusika unike iphakeji yakho ye-{package} {count, plural, one {usuku olu-# olwengeziweyo} other {insuku ezingu-# ezengeziweyo}}: isisebenza kuze kube ngu-{ends}.',
  'notifications.packageActive.title': 'Iphakeji yakho ye-{package} isisebenza',
  'notifications.packageActive.body':
    'Siyabonga ngokubhadala kwakho. Iphakeji yakho ye-{package} izasebenza kuze kube ngu-{ends}: vula idashibhodi yakho ukuze uqhube ibhizinisi lakho kuMusika.',
  'notifications.packageRenewed.title': 'Iphakeji yakho ye-{package} isisebenza',
  'notifications.packageRenewed.body': 'Siyabonga: iphakeji yakho ye-{package} ivuselelwe kuze kube ngu-{ends}.',
  'notifications.packageRefunded.title': 'Imali oyibhadalele iphakeji ibuyisiwe',
  'notifications.packageRefunded.body':
    'Inkokhelo {reference} ibuyisiwe, ngakho iphakeji eyayithengwe ngayo isiphelile. Khetha iphakeji ukuze uqhubeke uthengisa.',
  'notifications.trialStarted.title': 'Ukuzama mahala kwensuku ezingu-{days} kwe-{package} sekuqalile',
  'notifications.trialStarted.body': 'Zama uMusika mahala kuze kuphele ukuzama, ubusukhetha iphakeji ukuze uqhubeke uthengisa.',
  'notifications.customPackage.title': 'Sisamukele isicelo sakho sephakeji elungiselelwe wena',
  'notifications.customPackage.body': 'Siyabonga: abathengisi bethu bazakhuluma lawe phakathi kosuku olulodwa lomsebenzi.',
  'notifications.adsFunded.title': 'I-akhawunti yezikhangiso ifakwe imali: {amount}',
  'notifications.adsFunded.body': 'Inkokhelo yakho {reference} iqinisekisiwe njalo u-{amount} wengezwe emalini yakho yezikhangiso.',
  'notifications.adsRefunded.title': 'Imali yezikhangiso ibuyisiwe: {amount}',
  'notifications.adsRefunded.body': 'Inkokhelo {reference} ibuyisiwe, ngakho u-{amount} ususwe emalini yakho yezikhangiso.',
  'notifications.adsRefundedPart.title': 'Imali yezikhangiso ibuyisiwe: {amount}',
  'notifications.adsRefundedPart.body':
    'Inkokhelo {reference} ibuyisiwe. U-{taken} ongasetshenziswanga ususwe emalini yakho yezikhangiso; u-{spent} wawususetshenziswe ezikhangisweni.',

  'notifications.unknownCity': 'Akwaziwa',
};
