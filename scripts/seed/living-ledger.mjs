/**
 * The store ledger of the living demo, posted the way backend/ledger/ledger-postings.ts posts for the same
 * events, so the seeded balances are the ones the Worker would hold (the integration test living-demo-seed runs
 * the ledger's drift check on them):
 *   credit   — a pay-now checkout settled: the order's goods and delivery, less Musika's commission on the goods,
 *              held until the order is completed and then HOLD_DAYS more (creditCheckout, postCompletion);
 *   cashSale — a pay-on-delivery order completed: the takings beside the balance, the commission from it;
 *   reverse  — the money went back to the buyer: each sale and commission posting reversed once, keeping its hold.
 */
const COMMISSION_BP = 750; // the Business package the demo vendor holds (accounts.mjs)
const HOLD_DAYS = 7; // ledger_settings' default (migration 0026)

const addDays = (iso, days) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();
/** Commission on goods only, half up to the cent (ledger-postings.ts commissionOf). */
const commissionOf = (subtotalCents) => Math.floor((subtotalCents * COMMISSION_BP + 5000) / 10000);

export function storeLedger() {
  const entries = [];
  const post = (entry) => {
    const row = { payoutId: null, ...entry, id: entries.length + 1 };
    entries.push(row);
    return row;
  };

  /** Musika's commission on the order's goods, debited from the balance (`kind` commission or cod_commission). */
  const commission = (facts, order, kind) =>
    post({
      ...facts,
      kind,
      counterAccount: 'musika_commission',
      amountCents: -commissionOf(order.subtotalCents),
      inBalance: 1,
      commissionBp: COMMISSION_BP,
      entryKey: `${kind}:order:${order.id}`,
    });

  return {
    entries,
    /** `order` is a seeded orders row; `completedAt` null while the vendor has not completed it. */
    credit(order, payment, completedAt) {
      const facts = {
        orderId: order.id,
        businessId: order.businessId,
        paymentId: payment.id,
        paymentCurrency: payment.currency,
        paymentRateMicros: payment.rateMicros,
        availableAt: completedAt ? addDays(completedAt, HOLD_DAYS) : null,
        createdAt: payment.settledAt,
      };
      post({
        ...facts,
        kind: 'sale',
        counterAccount: 'paynow_clearing',
        amountCents: order.totalCents,
        inBalance: 1,
        commissionBp: null,
        entryKey: `sale:order:${order.id}`,
      });
      commission(facts, order, 'commission');
    },
    cashSale(order, completedAt) {
      const facts = {
        orderId: order.id,
        businessId: order.businessId,
        paymentId: null,
        paymentCurrency: 'USD',
        paymentRateMicros: null,
        availableAt: completedAt,
        createdAt: completedAt,
      };
      commission(facts, order, 'cod_commission');
      post({
        ...facts,
        kind: 'cod_sale',
        counterAccount: 'store_cash',
        amountCents: order.totalCents,
        inBalance: 0,
        commissionBp: null,
        entryKey: `cod_sale:order:${order.id}`,
      });
    },
    reverse(orderId, at) {
      const reversible = entries.filter((e) => e.orderId === orderId && ['sale', 'commission', 'cod_commission'].includes(e.kind));
      for (const e of reversible) {
        const availableAt = e.availableAt === null || e.availableAt > at ? e.availableAt : at;
        post({
          ...e,
          kind: e.kind === 'sale' ? 'refund' : 'commission_refund',
          amountCents: -e.amountCents,
          availableAt,
          entryKey: `reversal:${e.id}`,
          createdAt: at,
        });
      }
    },
  };
}
