/**
 * Creating an order for a customer who ordered by phone or WhatsApp: the form's fields checked with zod (the
 * customer's phone through the +263 helper), the chosen quantities gathered from `qty:<product>:<variation>`
 * inputs, then the createBusinessOrder mutation. Errors come back with everything typed kept.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { normalizePhone, PHONE_MESSAGE, ZIM_PHONE } from '../../../schema/rest/phone';
import { mutate } from '~/graphql/client.server';
import { CreateBusinessOrderMutation } from '~/graphql/queries/vendor-orders.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { partState } from './orders.server';
import { orderRefusal } from './vendor-orders-text.server';

type Args = { request: Request; context: AppLoadContext };

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

const fields = z
  .object({
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_\-:.]{16,100}$/, 'The form expired: reload the page'),
    name: text('The name', 100).min(1, "The customer's name is required"),
    // The field shows a fixed +263: what is typed after it (77 214 6318) or a whole number (0…, +263…).
    phone: z
      .string()
      .max(30, 'The phone number is too long')
      .transform((v) => {
        const n = normalizePhone(v);
        return n.startsWith('263') ? n : `263${n}`;
      })
      .pipe(z.string().regex(ZIM_PHONE, PHONE_MESSAGE)),
    email: z.union([z.literal(''), z.string().trim().email('Email is invalid').max(254)]),
    fulfilment: z.enum(['delivery', 'collection'], { errorMap: () => ({ message: 'Choose delivery or collection' }) }),
    address1: text('The street address', 200),
    suburb: text('The suburb', 100),
    city: text('The city', 100),
    notes: text('Notes', 1000),
  })
  .superRefine((f, ctx) => {
    if (f.fulfilment !== 'delivery') return;
    if (!f.address1) ctx.addIssue({ code: 'custom', path: ['address1'], message: 'The street address is required for delivery' });
    if (!f.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'The city is required for delivery' });
  });

export type CreateOrderValues = Record<string, string>;
export type CreateOrderResult = { errors: Record<string, string>; values: CreateOrderValues } | { orderId: string };

/** `qty:<product>:<variation>` inputs with a quantity above 0. */
export function chosenLines(form: FormData): { lines: { productId: string; variationId: string; quantity: number }[]; error: string | null } {
  const lines: { productId: string; variationId: string; quantity: number }[] = [];
  for (const [key, raw] of form.entries()) {
    const m = /^qty:(\d{1,10}):(\d{1,10})$/.exec(key);
    if (!m || typeof raw !== 'string' || raw.trim() === '' || raw.trim() === '0') continue;
    const quantity = Number(raw);
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > 99) return { lines, error: 'Quantities are whole numbers from 0 to 99' };
    lines.push({ productId: m[1], variationId: m[2], quantity });
  }
  if (lines.length === 0) return { lines, error: 'Choose at least one product (a quantity above 0)' };
  if (lines.length > 50) return { lines, error: 'An order holds at most 50 items' };
  return { lines, error: null };
}

export async function createOrderAction(args: Args, businessId: string, token: string): Promise<CreateOrderResult> {
  const form = await args.request.formData();
  const values: CreateOrderValues = {};
  for (const [k, v] of form.entries()) if (typeof v === 'string') values[k] = v.slice(0, 1000);
  const parsed = fields.safeParse({ email: '', address1: '', suburb: '', city: '', notes: '', ...values });
  const { lines, error } = chosenLines(form);
  const errors: Record<string, string> = {};
  const { t } = requestTranslator(args.request);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= orderRefusal(t, issue.message);
  if (error) errors.items = orderRefusal(t, error);
  if (!parsed.success || error) return { errors, values };
  const f = parsed.data;
  const result = await partState(() =>
    mutate(
      args.context,
      args.request,
      CreateBusinessOrderMutation,
      {
        input: {
          businessId,
          idempotencyKey: f.idempotencyKey,
          customer: { name: f.name, phone: f.phone, email: f.email || null },
          fulfilment: f.fulfilment === 'delivery' ? 'DELIVERY' : 'COLLECTION',
          deliveryAddress: f.fulfilment === 'delivery' ? { address1: f.address1, suburb: f.suburb || null, city: f.city } : null,
          notes: f.notes,
          items: lines,
        },
      },
      { token },
    ),
  );
  if (!result.ok) return { errors: { form: t('vendorOrders.createNotCreatedReason', { reason: orderRefusal(t, result.message) }) }, values };
  const payload = result.value.createBusinessOrder;
  if (payload.userErrors.length || !payload.order)
    return { errors: { form: payload.userErrors[0] ? orderRefusal(t, payload.userErrors[0].message) : t('vendorOrders.createNotCreated') }, values };
  return { orderId: payload.order.id };
}
