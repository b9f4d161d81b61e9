/**
 * /admin/content/{kind}/new/ and /admin/content/{kind}/{id}/ (issue 29): the editor of one article, video, FAQ or
 * page. Preview posts the form and shows the item as the public page would, saving nothing; Save creates a draft
 * (then opens it here) or saves an edit — the same save twice says nothing changed, and a save over someone else's
 * newer one is refused with the API's message. Publish and Unpublish change what the public sees at once (the
 * API purges the edge cache). Plain POST forms with an `intent`: it all works without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import * as c from '~/features/admin/content-editor.css';
import { ContentEditorForm } from '~/features/admin/content-editor-form';
import { fieldErrorsOf, readContentForm, type ContentFieldErrors, type ContentValues } from '~/features/admin/content-form.server';
import { KINDS, kindSlugOf, kindWords, publicPath } from '~/features/admin/content-kinds';
import { ContentPreview } from '~/features/admin/content-preview';
import { mutate, query } from '~/graphql/client.server';
import type { AdminContent_PreviewQuery } from '~/graphql/generated/graphql';
import {
  AdminContentEditorQuery,
  AdminContentPreviewQuery,
  CreateContentMutation,
  SetContentStatusMutation,
  UpdateContentMutation,
} from '~/graphql/queries/admin-content.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { adminWhen } from '~/features/admin/admin-format';
import { adminRefusal, areaWords } from '~/features/admin/admin-words.server';
import { adminContent as contentArea } from '~/lib/i18n/catalogues/en/admin-content';
import { fill } from '~/lib/i18n/fill';
import { requestTranslator, type Translate } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaEditor ?? 'Content editor — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const DONE = {
  created: 'doneCreated',
  saved: 'doneSaved',
  unchanged: 'doneUnchanged',
  published: 'donePublished',
  unpublished: 'doneUnpublished',
} as const;

function target(params: LoaderFunctionArgs['params']) {
  const kind = invariantFound(kindSlugOf(params.kind), 'Content not found');
  const id = params.id === undefined ? null : invariantFound(/^[1-9]\d{0,9}$/.test(params.id) ? params.id : null, 'Content not found');
  return { kind, id };
}

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.content.roles);
  const { kind, id } = target(args.params);
  const found = await query(args.context, args.request, AdminContentEditorQuery, { kind: KINDS[kind].kind, id: id ?? '0', existing: id !== null });
  const item = id === null ? null : invariantFound(found.adminContentItem, 'Content not found');
  const done = new URL(args.request.url).searchParams.get('done') ?? '';
  return {
    frame,
    w: areaWords(frame.language, contentArea),
    kind,
    item,
    categories: found.adminContentCategories,
    done: done in DONE ? (done as keyof typeof DONE) : null,
  };
}

interface ActionResult {
  values?: ContentValues;
  errors?: ContentFieldErrors;
  alert?: string | null;
  preview?: NonNullable<AdminContent_PreviewQuery['adminContentPreview']['preview']>;
}

const failed = (result: ActionResult) => data<ActionResult>(result, { status: 400 });

/** The form's and the API's messages (English, worded exactly) in the page's language. */
function inLanguage(t: Translate, found: { errors: ContentFieldErrors; alert?: string | null }) {
  const errors = Object.fromEntries(Object.entries(found.errors).map(([field, message]) => [field, message && adminRefusal(t, message)]));
  return { errors, alert: found.alert ? adminRefusal(t, found.alert) : (found.alert ?? null) };
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.content.roles);
  const { kind, id } = target(args.params);
  const { t } = requestTranslator(args.request);
  const gqlKind = KINDS[kind].kind;
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const back = (done: keyof typeof DONE, itemId = id) => redirect(`${href('admin-content-edit', { kind, id: itemId })}?done=${done}`);

  if ((intent === 'publish' || intent === 'unpublish') && id) {
    const status = intent === 'publish' ? 'PUBLISHED' : 'DRAFT';
    const { setContentStatus } = await mutate(args.context, args.request, SetContentStatusMutation, { kind: gqlKind, id, status });
    if (!setContentStatus.item) return failed({ alert: adminRefusal(t, setContentStatus.userErrors[0]?.message ?? 'Error saving content') });
    throw back(intent === 'publish' ? 'published' : 'unpublished');
  }

  const { values, input, errors } = readContentForm(form);
  if (Object.keys(errors).length) return failed({ values, ...inLanguage(t, { errors }) });
  if (intent === 'preview') {
    const { adminContentPreview } = await query(args.context, args.request, AdminContentPreviewQuery, { kind: gqlKind, input });
    if (adminContentPreview.preview) return { values, preview: adminContentPreview.preview } satisfies ActionResult;
    return failed({ values, ...inLanguage(t, fieldErrorsOf(adminContentPreview.userErrors)) });
  }
  if (id === null) {
    const { createContent } = await mutate(args.context, args.request, CreateContentMutation, { kind: gqlKind, input });
    if (!createContent.item) return failed({ values, ...inLanguage(t, fieldErrorsOf(createContent.userErrors)) });
    throw back('created', createContent.item.id);
  }
  const revision = Number(form.get('revision'));
  const { updateContent } = await mutate(args.context, args.request, UpdateContentMutation, {
    kind: gqlKind,
    id,
    revision: Number.isSafeInteger(revision) ? revision : 0,
    input,
  });
  if (!updateContent.item) return failed({ values, ...inLanguage(t, fieldErrorsOf(updateContent.userErrors)) });
  throw back(updateContent.changed ? 'saved' : 'unchanged');
}

type Item = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['item']>;

const valuesOf = (item: Item | null): ContentValues =>
  item
    ? {
        title: item.title,
        slug: item.slug,
        excerpt: item.excerpt,
        content: item.content,
        categoryId: item.categoryId ?? '',
        image: item.image ?? '',
        videoUrl: item.videoUrl ?? '',
        durationSeconds: item.durationSeconds === null || item.durationSeconds === undefined ? '' : String(item.durationSeconds),
        authorName: item.authorName,
        position: String(item.position),
        sticky: item.sticky,
      }
    : // The author is content saved with the item (shown on the public page), not the screen's words.
      { authorName: 'Musika team', position: '0' };

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function StatusBar({ w, language, kind, item }: { w: Data['w']; language: Data['frame']['language']; kind: Data['kind']; item: Item }) {
  const published = item.status === 'PUBLISHED';
  return (
    <div className={c.actions}>
      <p>
        <span className={c.status} data-testid="content-status">
          {published ? w.published : w.draft}
        </span>
        {published ? (
          <>
            {' · '}
            <Link to={publicPath(kind, item.slug)}>{w.seeOnSite}</Link>
          </>
        ) : null}
        {' · '}
        {fill(w.lastEdited, { date: adminWhen(language, item.updatedAt) })}
      </p>
      <Form method="post" aria-label={published ? w.unpublish : w.publish}>
        <button
          className={button({ tone: published ? 'secondary' : undefined })}
          type="submit"
          name="intent"
          value={published ? 'unpublish' : 'publish'}
        >
          {published ? w.unpublish : w.publish}
        </button>
      </Form>
    </div>
  );
}

export default function AdminContentEdit() {
  const { frame, w, kind, item, categories, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const { one, many } = kindWords(w, kind);
  const statusAlert = result && !result.values ? result.alert : null;
  return (
    <AdminShell
      frame={frame}
      title={
        item ? (
          <>
            {/* The title is the editors' content: the message ends in it in every language. */}
            {fill(w.editOne, { kind: one, title: '' })}
            <span translate="no">{item.title}</span>
          </>
        ) : (
          fill(w.newOne, { kind: one })
        )
      }
    >
      <p>
        <Link to={`${href('admin-content')}?kind=${kind}`}>{fill(w.allKind, { kinds: many })}</Link>
      </p>
      {done ? <FormNotice>{w[DONE[done]]}</FormNotice> : null}
      {statusAlert ? <FormAlert>{statusAlert}</FormAlert> : null}
      {item ? <StatusBar w={w} language={frame.language} kind={kind} item={item} /> : null}
      {item?.status === 'PUBLISHED' ? <p className={s.roles}>{w.publicAtOnce}</p> : null}
      {result?.preview ? <ContentPreview w={w} kind={kind} preview={result.preview} /> : null}
      <ContentEditorForm
        w={w}
        kind={kind}
        values={result?.values ?? valuesOf(item)}
        errors={result?.errors ?? {}}
        alert={result?.values ? (result.alert ?? null) : null}
        categories={categories}
        slugLocked={item?.slugLocked ?? false}
        revision={item?.revision}
        saveLabel={item ? w.save : w.saveDraft}
      />
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
