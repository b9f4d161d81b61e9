/**
 * A Paynow-compatible sandbox (PAYNOW_BASE empty): the same endpoints, messages and hashes as Paynow, with state
 * in D1 (paynow_sandbox_transactions), so the provider code runs unchanged in development and tests.
 *
 *   POST /interface/initiatetransaction    web payment → browserurl (the page below) + pollurl
 *   POST /interface/remotetransaction      express: the test numbers of scenarios.ts
 *   POST|GET /Interface/CheckPayment/?guid= the poll URL: the status derived from the row and the clock
 *   GET|POST /Payment/ConfirmPayment/:guid the payer's page: Pay / Cancel, then back to the returnurl
 *   POST /phone/answer?reference=          sandbox only: the payer answers an express prompt now (its scripted
 *                                           outcome, at once): what the e2e tests do instead of waiting
 *
 * Result callbacks go to the resulturl after the scenario's delay (ctx.waitUntil) through the `deliver` fetch it is
 * handed; one that is lost is what the reconcile cron is for. Mounted by the composition root (server/services.ts):
 * served under /paynow-sandbox for browsers, and handed to the backend as its Paynow client.
 */
import { Hono, type Context } from 'hono';
import { desc, eq } from 'drizzle-orm';
import { clockOf } from '../../clock';
import { createDb } from '../../db/client';
import { paynowSandboxTransactions } from '../../db/schema';
import { hasValidHash, signFields, type PaynowFields } from '../paynow/hash';
import { encodeFields, field, parseAmount, parseFields } from '../paynow/messages';
import { formBodyText } from '../form-body';
import { deliverCallback, statusFields } from './callbacks';
import type { SandboxBindings } from './sandbox-env';
import { sandboxKey, SANDBOX_PATH } from './integrations';
import { merchantUrl } from './merchant-urls';
import { renderPaymentPage } from './page';
import { scenarioFor } from './scenarios';

type SandboxEnv = { Bindings: SandboxBindings };
type SandboxContext = Context<SandboxEnv>;

export const sandboxApp = new Hono<SandboxEnv>({ strict: false }).basePath(SANDBOX_PATH);

const EXPRESS_METHODS = ['ecocash', 'onemoney', 'innbucks'];

function answer(c: SandboxContext, fields: PaynowFields): Response {
  return c.body(encodeFields(fields), 200, { 'content-type': 'application/x-www-form-urlencoded' });
}

const error = (c: SandboxContext, text: string) =>
  answer(c, [
    ['status', 'Error'],
    ['error', text],
  ]);

const sandboxConfig = (c: SandboxContext) => c.env.sandbox;

/** The result callback, `delayMs` from now, unless PAYNOW_SANDBOX_DROP_CALLBACKS plays a lost one. */
function sendCallback(c: SandboxContext, guid: string, delayMs: number): void {
  if (sandboxConfig(c).dropCallbacks) return;
  waitUntil(
    c,
    delay(delayMs).then(() => deliverCallback(c.env, guid)),
  );
}

function waitUntil(c: SandboxContext, work: Promise<unknown>): void {
  const guarded = work.catch((e: unknown) => console.error('sandbox callback failed', e));
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // No execution context (a direct call in a unit test): the promise runs on its own.
  }
}

async function initiate(c: SandboxContext, express: boolean): Promise<Response> {
  const fields = parseFields((await formBodyText(c.req.raw, 16 * 1024)) ?? '');
  const key = sandboxKey(field(fields, 'id') ?? '');
  if (!key) return error(c, 'Invalid Id.');
  if (!(await hasValidHash(fields, key))) return error(c, 'Invalid Hash.');
  const reference = field(fields, 'reference') ?? '';
  const amount = field(fields, 'amount') ?? '';
  if (!reference || parseAmount(amount) === null || !field(fields, 'resulturl') || !field(fields, 'returnurl')) {
    return error(c, 'Missing or invalid field.');
  }
  // Only the merchant's own site: no open redirect through the sandbox, no callback anywhere else.
  const merchantOrigin = sandboxConfig(c).publicOrigin;
  if (!merchantUrl(field(fields, 'returnurl'), merchantOrigin)) return error(c, 'Invalid return url.');
  if (!merchantUrl(field(fields, 'resulturl'), merchantOrigin)) return error(c, 'Invalid result url.');
  const method = express ? (field(fields, 'method') ?? '').toLowerCase() : 'web';
  if (express && !EXPRESS_METHODS.includes(method)) return error(c, 'Invalid method.');
  if (express && !field(fields, 'authemail')) return error(c, 'Auth email is required.');
  const scenario = express ? scenarioFor(field(fields, 'phone') ?? '', sandboxConfig(c).delayScale) : null;
  // Refused at once, as Paynow does for an account without funds: no transaction, no callback.
  if (scenario?.kind === 'refused') return error(c, scenario.error);

  const guid = crypto.randomUUID();
  const paynowReference = 100_000 + (crypto.getRandomValues(new Uint32Array(1))[0] % 900_000);
  const row = {
    guid,
    paynowReference,
    integrationId: field(fields, 'id')!,
    reference,
    amount,
    method,
    phone: express ? (field(fields, 'phone') ?? null) : null,
    returnUrl: field(fields, 'returnurl')!,
    resultUrl: field(fields, 'resulturl')!,
    outcome: scenario?.kind === 'settles' ? scenario.outcome : null,
    delayMs: scenario?.kind === 'settles' ? scenario.delayMs : 0,
    createdAtMs: clockOf(c.env).now().getTime(),
  };
  await createDb(c.env.DB).insert(paynowSandboxTransactions).values(row);
  if (scenario?.kind === 'settles') sendCallback(c, guid, scenario.delayMs);

  const origin = new URL(c.req.url).origin;
  const pollUrl = `${origin}${SANDBOX_PATH}/Interface/CheckPayment/?guid=${guid}`;
  const reply: [string, string][] = [['status', 'Ok']];
  if (!express) reply.push(['browserurl', `${origin}${SANDBOX_PATH}/Payment/ConfirmPayment/${guid}`]);
  reply.push(['pollurl', pollUrl], ['paynowreference', String(paynowReference)]);
  if (express) reply.push(['instructions', instructionsFor(method)]);
  return answer(c, await signFields(reply, key));
}

function instructionsFor(method: string): string {
  if (method === 'innbucks') return 'Open InnBucks and approve the payment with the code sent to you';
  return 'A payment prompt was sent to your phone: enter your PIN to approve it';
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function rowOf(c: SandboxContext, guid: string | undefined) {
  if (!guid) return null;
  const [row] = await createDb(c.env.DB).select().from(paynowSandboxTransactions).where(eq(paynowSandboxTransactions.guid, guid)).limit(1);
  return row ?? null;
}

sandboxApp.post('/interface/initiatetransaction', (c) => initiate(c, false));
sandboxApp.post('/interface/remotetransaction', (c) => initiate(c, true));

const checkPayment = async (c: SandboxContext) => {
  const row = await rowOf(c, c.req.query('guid'));
  if (!row) return error(c, 'Invalid transaction.');
  return answer(c, await statusFields(row, new URL(c.req.url).origin, clockOf(c.env).now().getTime()));
};
sandboxApp.get('/Interface/CheckPayment', checkPayment);
sandboxApp.post('/Interface/CheckPayment', checkPayment);

sandboxApp.get('/Payment/ConfirmPayment/:guid', async (c) => {
  const row = await rowOf(c, c.req.param('guid'));
  if (row?.method !== 'web') return c.text('Unknown payment', 404);
  return c.html(renderPaymentPage(row, `${SANDBOX_PATH}/Payment/ConfirmPayment/${row.guid}`));
});

sandboxApp.post('/Payment/ConfirmPayment/:guid', async (c) => {
  const row = await rowOf(c, c.req.param('guid'));
  if (row?.method !== 'web') return c.text('Unknown payment', 404);
  const form = await c.req.parseBody();
  const outcome = form.action === 'pay' ? 'Paid' : 'Cancelled';
  if (!row.outcome) {
    await createDb(c.env.DB)
      .update(paynowSandboxTransactions)
      .set({ outcome, decidedAtMs: clockOf(c.env).now().getTime() })
      .where(eq(paynowSandboxTransactions.guid, row.guid));
    sendCallback(c, row.guid, 0);
  }
  // Checked again on the way out: a row stored before the rule must not redirect off the site either.
  const back = merchantUrl(row.returnUrl, sandboxConfig(c).publicOrigin);
  return back ? c.redirect(back.href, 303) : c.html(renderPaymentPage({ ...row, outcome: row.outcome ?? outcome }, ''));
});

/**
 * The payer answers the express prompt now: the transaction's scripted outcome becomes its status at once and the
 * result callback goes out. Paynow has no such call: on Paynow the payer's phone does this. The e2e server scales
 * every scripted delay far beyond a run (PAYNOW_SANDBOX_DELAY_SCALE), so a journey sees "pending" for as long as it
 * looks and then answers, instead of racing a timer. A second answer changes nothing.
 */
sandboxApp.post('/phone/answer', async (c) => {
  const reference = c.req.query('reference') ?? '';
  const db = createDb(c.env.DB);
  const [row] = await db
    .select()
    .from(paynowSandboxTransactions)
    .where(eq(paynowSandboxTransactions.reference, reference))
    .orderBy(desc(paynowSandboxTransactions.createdAtMs))
    .limit(1);
  if (!row || row.method === 'web' || !row.outcome) return c.json({ answered: false, error: 'No express prompt waits with this reference' }, 404);
  const nowMs = clockOf(c.env).now().getTime();
  if (nowMs - row.createdAtMs >= row.delayMs) return c.json({ answered: false, outcome: row.outcome });
  await db
    .update(paynowSandboxTransactions)
    .set({ delayMs: nowMs - row.createdAtMs })
    .where(eq(paynowSandboxTransactions.guid, row.guid));
  await deliverCallback(c.env, row.guid);
  return c.json({ answered: true, outcome: row.outcome });
});
