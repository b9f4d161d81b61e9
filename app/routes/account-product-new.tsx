/**
 * Selling from the account (spec §2 account routes add, publish-product, publish-product-auction,
 * publish-product-hire-item and account-add-new-product-*): the dashboard's product form inside the account
 * area, for people who sell a few items without running a dashboard. It lists into the person's first
 * business. Someone without a business is shown how to start selling instead. /account/add without ?kind
 * first asks what kind of item it is.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormNotice, formStyles } from '~/components/form';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { getVisitor } from '~/features/auth/viewer.server';
import { capabilityAllows } from '~/features/dashboard/capabilities';
import { UpgradeNotice } from '~/features/dashboard/upgrade-notice';
import * as k from '~/features/product-form/kind-choices.css';
import { ProductForm, startState } from '~/features/product-form/product-form';
import { handleProductPost, statusOf } from '~/features/product-form/product-form.server';
import { createSaver, formCategories, kindFromUrl } from '~/features/product-form/product-page.server';
import { forbidden } from '~/lib/invariant-response.server';
import { productHref } from '~/lib/product-links';
import { accountNavText } from '~/features/account/account-text.server';
import { holes, namedIn, Placed } from '~/components/placed-text';
import { formStateIn, kindChoicesText, productFormText } from '~/features/product-form/product-form-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text['productFormPages.metaSell'] ?? 'Sell an item — Musika' },
  { name: 'robots', content: 'noindex' },
];

const KEYS = [
  'productFormPages.metaSell',
  'productFormPages.sellOnMusika',
  'productFormPages.needBusiness',
  'productFormPages.howSelling',
  'productFormPages.choosePackage',
  'productFormPages.sellItem',
  'productFormPages.noCapability',
  'productFormPages.editDraft',
] as const;

async function seller(args: LoaderFunctionArgs) {
  const viewer = await requireAccess('account', args);
  const { token } = await getVisitor(args.context, args.request);
  if (!token) throw new Response('Not logged in', { status: 401 });
  return { token, viewer, business: viewer.businesses[0] ?? null };
}

export async function loader(args: LoaderFunctionArgs) {
  const { viewer, business } = await seller(args);
  const url = new URL(args.request.url);
  const choosing = url.pathname.replace(/\/$/, '') === href('add').replace(/\/$/, '') && !url.searchParams.has('kind');
  const { language, t } = requestTranslator(args.request);
  return {
    text: pick(t, KEYS),
    nav: accountNavText(t),
    named: {
      whatSelling: namedIn(language, t, 'productFormPages.whatSelling', {}, { business: business?.name ?? '' }),
      listingIn: namedIn(language, t, 'productFormPages.listingInAccount', {}, { business: business?.name ?? '' }),
      draftSaved: t('productFormPages.draftSaved', holes('link')),
    },
    choices: choosing ? kindChoicesText(t, 'account') : [],
    form: productFormText(language, t),
    business: business ? { name: business.name } : null,
    allowed: capabilityAllows(viewer.permissions, 'create_products'),
    choosing,
    kind: kindFromUrl(url),
    categories: business && !choosing ? await formCategories(args.context, args.request) : [],
    draft: url.searchParams.get('draft'),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { token, business } = await seller(args);
  if (!business) throw forbidden('You have no business to list in yet');
  const { language, t } = requestTranslator(args.request);
  const outcome = await handleProductPost(
    args.context,
    args.request,
    createSaver({ context: args.context, request: args.request, token, businessId: business.id }),
  );
  if (!('saved' in outcome)) return data(formStateIn(language, t, outcome.state), { status: statusOf(outcome.state) });
  const { saved } = outcome;
  if (saved.status === 'PUBLISH') throw redirect(productHref(saved));
  const url = new URL(args.request.url);
  throw redirect(`${url.pathname}?draft=${encodeURIComponent(saved.slug)}`);
}

export default function AccountProductNew() {
  const { business, allowed, choosing, kind, categories, draft, text, nav, named, choices, form } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (!business) {
    return (
      <AccountLayout title={text['productFormPages.sellOnMusika']} nav={nav}>
        <p>{text['productFormPages.needBusiness']}</p>
        <p className={formStyles.links}>
          <Link to={href('sell-items')}>{text['productFormPages.howSelling']}</Link>
          <Link to={href('subscriptions')}>{text['productFormPages.choosePackage']}</Link>
        </p>
      </AccountLayout>
    );
  }
  if (!allowed) {
    return (
      <AccountLayout title={text['productFormPages.sellItem']} nav={nav}>
        <UpgradeNotice>{text['productFormPages.noCapability']}</UpgradeNotice>
      </AccountLayout>
    );
  }
  if (choosing) {
    return (
      <AccountLayout title={text['productFormPages.sellItem']} nav={nav}>
        <p className={formStyles.hint}>
          <Placed {...named.whatSelling} />
        </p>
        <ul className={k.grid}>
          {choices.map((c) => (
            <li key={c.kind}>
              <Link className={k.card} to={c.to}>
                <span className={k.title}>{c.title}</span>
                <span className={k.text}>{c.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title={text['productFormPages.sellItem']} nav={nav}>
      {draft && !posted ? (
        <FormNotice>
          <Placed
            text={named.draftSaved}
            nodes={{ link: <Link to={href('update-product', { slug: draft })}>{text['productFormPages.editDraft']}</Link> }}
          />
        </FormNotice>
      ) : null}
      <p className={formStyles.hint}>
        <Placed {...named.listingIn} />
      </p>
      <ProductForm key={kind} state={posted ?? startState(kind)} categories={categories} label={text['productFormPages.sellItem']} text={form} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
