/**
 * Editing one product of the active business (`/dashboard/update-product/{slug}/`): the same multi-step form,
 * filled with what is stored. The slug never changes, so links keep working after a rename. Deleting asks
 * first, without JavaScript too: ?delete=1 shows "Delete X? This cannot be undone" and a button that posts
 * intent=delete. "Duplicate" posts intent=duplicate: the copy is a draft, and the page opens it to change what
 * differs. A product of another business (or an unknown slug) answers 404: the API is asked with the active bID
 * and refuses anything that is not that business's.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice, formStyles } from '~/components/form';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { valuesFromProduct } from '~/features/product-form/form-values';
import { ProductForm } from '~/features/product-form/product-form';
import { handleProductPost, statusOf, type FormState } from '~/features/product-form/product-form.server';
import { formCategories, updateSaver } from '~/features/product-form/product-page.server';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { DeleteProductMutation, DuplicateProductMutation, EditableProductQuery } from '~/graphql/queries/product-admin.server';
import { productHref } from '~/lib/product-links';
import { namedIn, Placed } from '~/components/placed-text';
import { formMessage, formStateIn, productFormText } from '~/features/product-form/product-form-text.server';
import { pick, requestTranslator, type MessageKey } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text['productFormPages.metaEdit'] ?? 'Edit product — Musika' },
  { name: 'robots', content: 'noindex' },
];

const KEYS = [
  'productFormPages.metaEdit',
  'productFormPages.deleteTitle',
  'productFormPages.deleteHint',
  'productFormPages.keepIt',
  'productFormPages.duplicate',
  'productFormPages.delete',
  'productFormPages.published',
  'productFormPages.savedDraft',
  'productFormPages.viewIt',
] as const;

async function ownProduct(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const slug = args.params.slug ?? '';
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug)) throw notFound('Product not found');
  const { editableProduct } = await query(
    args.context,
    args.request,
    EditableProductQuery,
    { businessId: access.businessId, slug },
    { token: access.token },
  );
  return { access, product: invariantFound(editableProduct, 'Product not found') };
}

export async function loader(args: LoaderFunctionArgs) {
  const { access, product } = await ownProduct(args);
  const url = new URL(args.request.url);
  const saved = url.searchParams.get('saved');
  const { language, t } = requestTranslator(args.request);
  const named = (key: MessageKey) => namedIn(language, t, key, {}, { name: product.name });
  return {
    text: pick(t, KEYS),
    named: {
      deleteQuestion: named('productFormPages.deleteQuestion'),
      deleteButton: named('productFormPages.deleteButton'),
      copyOf: namedIn(language, t, 'productFormPages.copyOf', {}, { name: url.searchParams.get('copied')?.slice(0, 200) ?? '' }),
    },
    title: t('productFormPages.editTitle', { name: product.name }),
    form: productFormText(language, t),
    frame: access.frame,
    product: { id: product.id, slug: product.slug, name: product.name, kind: product.kind, status: product.status },
    start: { step: 1, values: valuesFromProduct(product), fieldErrors: {}, formError: null, upgrade: null } satisfies FormState,
    categories: await formCategories(args.context, args.request),
    confirmDelete: url.searchParams.get('delete') === '1',
    saved: saved === 'publish' || saved === 'draft' ? saved : null,
    copiedFrom: url.searchParams.get('copied')?.slice(0, 200) ?? null,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { access, product } = await ownProduct(args);
  const { language, t } = requestTranslator(args.request);
  const target = { context: args.context, request: args.request, token: access.token, businessId: access.businessId };
  if (new URL(args.request.url).searchParams.get('delete') === '1') {
    // Read what the confirm button posted: behind wrangler dev an unread body stalled the next request on the
    // connection (docs/decisions/022-test-run.md), and anything but intent=delete is refused.
    const form = await args.request.formData();
    if (form.get('intent') !== 'delete') return data({ deleteError: t('productFormPages.pressDelete') }, { status: 400 });
    const { deleteProduct } = await mutate(
      args.context,
      args.request,
      DeleteProductMutation,
      { businessId: access.businessId, productId: product.id },
      { token: access.token },
    );
    if (deleteProduct.userErrors.length) return data({ deleteError: formMessage(t, deleteProduct.userErrors[0].message) }, { status: 400 });
    throw redirect(`${href('all-sell-items')}?removed=${encodeURIComponent(product.name)}`);
  }
  if (new URL(args.request.url).searchParams.get('duplicate') === '1') {
    const form = await args.request.formData();
    if (form.get('intent') !== 'duplicate') return data({ duplicateError: t('productFormPages.pressDuplicate') }, { status: 400 });
    const { duplicateProduct } = await mutate(
      args.context,
      args.request,
      DuplicateProductMutation,
      { businessId: access.businessId, productId: product.id },
      { token: access.token },
    );
    const copy = duplicateProduct.product;
    if (!copy)
      return data(
        {
          duplicateError: duplicateProduct.userErrors[0] ? formMessage(t, duplicateProduct.userErrors[0].message) : t('productFormPages.copyFailed'),
        },
        { status: 400 },
      );
    throw redirect(`${href('update-product', { slug: copy.slug })}?copied=${encodeURIComponent(product.name)}`);
  }
  const outcome = await handleProductPost(args.context, args.request, updateSaver(target, product.id));
  if ('saved' in outcome) throw redirect(`${href('update-product', { slug: product.slug })}?saved=${outcome.saved.status.toLowerCase()}`);
  return data(formStateIn(language, t, outcome.state), { status: statusOf(outcome.state) });
}

export default function DashboardProductUpdate() {
  const { frame, product, start, categories, confirmDelete, saved, copiedFrom, text, named, title, form } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const editPath = href('update-product', { slug: product.slug });
  if (confirmDelete) {
    return (
      <DashboardLayout frame={frame} title={text['productFormPages.deleteTitle']}>
        <FormAlert>{posted && 'deleteError' in posted ? posted.deleteError : null}</FormAlert>
        <p>
          <Placed {...named.deleteQuestion} />
        </p>
        <p className={formStyles.hint}>{text['productFormPages.deleteHint']}</p>
        <Form method="post" action={`${editPath}?delete=1`} className={formStyles.links}>
          <button className={button()} type="submit" name="intent" value="delete">
            <Placed {...named.deleteButton} />
          </button>
          <Link to={editPath}>{text['productFormPages.keepIt']}</Link>
        </Form>
      </DashboardLayout>
    );
  }
  const state = posted && 'step' in posted ? posted : start;
  return (
    <DashboardLayout
      frame={frame}
      title={title}
      actions={
        <div className={formStyles.links}>
          <Form method="post" action={`${editPath}?duplicate=1`}>
            <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="duplicate">
              {text['productFormPages.duplicate']}
            </button>
          </Form>
          <Link className={button({ tone: 'secondary' })} to={`${editPath}?delete=1`}>
            {text['productFormPages.delete']}
          </Link>
        </div>
      }
    >
      <FormAlert>{posted && 'duplicateError' in posted ? posted.duplicateError : null}</FormAlert>
      {copiedFrom && !posted ? (
        <FormNotice>
          <Placed {...named.copyOf} />
        </FormNotice>
      ) : null}
      {saved && !posted ? (
        <FormNotice>
          {saved === 'publish' ? text['productFormPages.published'] : text['productFormPages.savedDraft']}{' '}
          {saved === 'publish' ? <Link to={productHref(product)}>{text['productFormPages.viewIt']}</Link> : null}
        </FormNotice>
      ) : null}
      <ProductForm key={product.id} state={state} categories={categories} label={title} text={form} />
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
