/**
 * The subscriptions screen's loader and action, shared by /account/subscriptions and /dashboard/subscriptions
 * (issue #11 item 5). One form per intent, all plain Remix <Form>s:
 *   subscribe  the chosen package, term (months and the total the page showed), method and number → the
 *              subscribe mutation → back to the same page with ?payment=REF (or on to Paynow's page for web)
 *   trial      the free trial (canTrial only)
 *   custom     the custom package request (POST /notifications with the merged fields)
 * With ?payment=REF the page shows that payment's status; Paynow's web page returns with ?subscription=ID,
 * which is turned into the payment's reference here.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { attachFieldPrefix, formErrorsWith, toFormErrors } from '~/features/auth/user-errors';
import { mutate, query } from '~/graphql/client.server';
import {
  RequestCustomPackageMutation,
  StartTrialMutation,
  SubscribeMutation,
  SubscriptionPaymentQuery,
  SubscriptionsPageQuery,
} from '~/graphql/queries/subscriptions.server';
import { phoneFromLocalPart } from '~/lib/phone';
import { requestTranslator, translateMessage, type Translate } from '~/lib/i18n/translate.server';
import { isPayMethod, newRequestKey, TERMS } from './labels';
import { subscriptionsText } from './subscriptions-text.server';

type Args = { request: Request; context: AppLoadContext };

export type SubscriptionsActionResult = {
  intent?: string;
  notice?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
};

const REFERENCE = /^MSK-PAY-[0-9A-Z]{10}$/;

export async function loadSubscriptionsPage(args: Args) {
  const url = new URL(args.request.url);
  const page = await query(args.context, args.request, SubscriptionsPageQuery, {});
  if (!page.viewer) throw new Response('Not logged in', { status: 401 });
  // Back from Paynow's web page: find the payment of that subscription and show its status.
  const returned = url.searchParams.get('subscription');
  if (returned) {
    const found = page.billingPayments.items.find(
      (i) => String(i.payment.purpose).toLowerCase() === 'subscription' && i.payment.purposeRef === returned,
    );
    throw redirect(found ? `${url.pathname}?payment=${found.payment.reference}` : url.pathname);
  }
  const reference = url.searchParams.get('payment')?.toUpperCase() ?? null;
  let payment = null;
  let statusCheckFailed = false;
  if (reference) {
    const answer = REFERENCE.test(reference)
      ? await query(args.context, args.request, SubscriptionPaymentQuery, { reference }, { optional: ['payment'] }).catch(() => null)
      : null;
    payment = answer?.payment ?? null;
    statusCheckFailed = !payment;
  }
  const chosen = Number(url.searchParams.get('package')) || null;
  const chosenPackageId = page.subscriptionPackages.some((p) => Number(p.id) === chosen) ? String(chosen) : null;
  const { language, t } = requestTranslator(args.request);
  const text = subscriptionsText(t, language, {
    packages: page.subscriptionPackages,
    currentId: page.viewer.package?.id ?? null,
    chosenId: chosenPackageId,
    endsAt: page.viewer.subscription?.endsAt ?? null,
    payment,
  });
  return {
    text,
    viewer: page.viewer,
    packages: page.subscriptionPackages,
    chosenPackageId,
    payment,
    statusCheckFailed,
    // Issued per render: a form submitted twice answers one payment.
    requestKey: newRequestKey(),
    trialStarted: url.searchParams.get('trial') === 'started',
  };
}

const subscribeForm = z.object({
  packageId: z.string().regex(/^\d+$/, 'subscriptions.errorPackage'),
  term: z.string().regex(/^\d+:\d+$/, 'subscriptions.errorTerm'),
  paymentMethod: z.string().refine(isPayMethod, 'subscriptions.errorMethod'),
  mobileMoneyNo: z.string().trim().max(20).optional().default(''),
  requestKey: z.string().trim().max(64).optional(),
});

const customForm = z.object({
  name: z.string().trim().min(1, 'subscriptions.errorName').max(100),
  email: z.string().trim().min(1, 'subscriptions.errorEmail').email('subscriptions.errorEmailInvalid').max(254),
  phone: z.string().trim().max(20).optional().default(''),
  company: z.string().trim().max(100).optional().default(''),
  products: z
    .string()
    .trim()
    .regex(/^\d{0,7}$/, 'subscriptions.errorNumber')
    .optional()
    .default(''),
  message: z.string().trim().min(1, 'subscriptions.errorMessage').max(2000),
});

/** The schema's message keys in the page's language. */
function fieldErrorsOf(error: z.ZodError, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0])] ??= translateMessage(t, issue.message);
  return out;
}

export async function subscriptionsAction(args: Args) {
  const url = new URL(args.request.url);
  const form = Object.fromEntries(await args.request.formData());
  const intent = String(form.intent ?? '');
  const { t } = requestTranslator(args.request);
  if (intent === 'trial') {
    const { startTrial } = await mutate(args.context, args.request, StartTrialMutation, { input: {} });
    if (!startTrial.subscription)
      return data<SubscriptionsActionResult>(
        { intent, formError: startTrial.userErrors[0] ? translateMessage(t, startTrial.userErrors[0].message) : t('subscriptions.failedTitle') },
        { status: 400 },
      );
    throw redirect(`${url.pathname}?trial=started`);
  }
  if (intent === 'custom') {
    const parsed = customForm.safeParse(form);
    if (!parsed.success) return data<SubscriptionsActionResult>({ intent, fieldErrors: fieldErrorsOf(parsed.error, t) }, { status: 400 });
    const { phone, company, products, ...rest } = parsed.data;
    const input = {
      ...rest,
      phone: phone ? phoneFromLocalPart(phone) : null,
      company: company || null,
      products: products ? Number(products) : null,
    };
    const { requestCustomPackage } = await mutate(args.context, args.request, RequestCustomPackageMutation, { input });
    if (!requestCustomPackage.ok) {
      const errors = formErrorsWith(toFormErrors(requestCustomPackage.userErrors), (message) => translateMessage(t, message));
      return data<SubscriptionsActionResult>({ intent, formError: errors.form, fieldErrors: errors.fields }, { status: 400 });
    }
    return data<SubscriptionsActionResult>({
      intent,
      notice: requestCustomPackage.message ? translateMessage(t, requestCustomPackage.message) : t('subscriptions.requestSent'),
    });
  }
  const parsed = subscribeForm.safeParse(form);
  if (!parsed.success) return data<SubscriptionsActionResult>({ intent: 'subscribe', fieldErrors: fieldErrorsOf(parsed.error, t) }, { status: 400 });
  const { packageId, term, paymentMethod, mobileMoneyNo, requestKey } = parsed.data;
  const [months, totalCents] = term.split(':').map(Number);
  if (!(TERMS as readonly number[]).includes(months))
    return data<SubscriptionsActionResult>({ intent: 'subscribe', fieldErrors: { term: t('subscriptions.errorTerm') } }, { status: 400 });
  const express = paymentMethod !== 'WEB';
  if (express && !mobileMoneyNo)
    return data<SubscriptionsActionResult>(
      { intent: 'subscribe', fieldErrors: { mobileMoneyNo: t('subscriptions.errorMobileMoney') } },
      { status: 400 },
    );
  const { subscribe } = await mutate(args.context, args.request, SubscribeMutation, {
    input: {
      packageId,
      paymentMethod: paymentMethod as 'ECOCASH',
      mobileMoneyNo: express ? phoneFromLocalPart(mobileMoneyNo) : null,
      totalCents,
      months,
      requestKey: requestKey && /^[\w-]{8,64}$/.test(requestKey) ? requestKey : undefined,
    },
  });
  if (!subscribe.payment) {
    // A total the API refuses (the price changed since the page was shown) is about the whole form.
    const errors = formErrorsWith(attachFieldPrefix(toFormErrors(subscribe.userErrors), ['mobileMoneyNo', 'paymentMethod']), (message) =>
      translateMessage(t, message),
    );
    return data<SubscriptionsActionResult>({ intent: 'subscribe', formError: errors.form, fieldErrors: errors.fields }, { status: 400 });
  }
  // Card and other methods: on to Paynow's own page, which returns here when done.
  if (subscribe.payment.redirectUrl && String(subscribe.payment.status).toLowerCase() === 'pending') throw redirect(subscribe.payment.redirectUrl);
  throw redirect(`${url.pathname}?payment=${subscribe.payment.reference}`);
}
