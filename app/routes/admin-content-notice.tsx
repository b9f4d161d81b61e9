/**
 * /admin/content/notice-bar/ (issue 29): the new-version notice at the top of every page. Editors set its text,
 * its link (words and address; the feedback page opens the opt-out form) and the text after it, or switch it off;
 * a preview shows the saved bar. The site shows the change on the next page (the API purges the cached copies).
 * Visitors who closed the bar keep it closed (the dismissal is theirs, in their browser).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import { DoneNotice, posted, ResultAlert, typed } from '~/features/admin/site-content-forms';
import { settle } from '~/features/admin/site-content-forms.server';
import * as sc from '~/features/admin/site-content.css';
import { mutate, query } from '~/graphql/client.server';
import { AdminNoticeBarQuery, SaveNoticeBarMutation } from '~/graphql/queries/admin-site-content.server';
import { formatHarareDateTime } from '~/lib/harare-time';

export const meta: MetaFunction = () => [{ title: 'Notice bar — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.notice.roles);
  const { adminNoticeBar } = await query(args.context, args.request, AdminNoticeBarQuery, {});
  return { frame, notice: adminNoticeBar, done: new URL(args.request.url).searchParams.get('done') };
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.notice.roles);
  const form = await args.request.formData();
  const input = {
    enabled: form.get('enabled') === 'on',
    text: posted(form, 'text', 500),
    linkText: posted(form, 'linkText', 200),
    linkUrl: posted(form, 'linkUrl', 500),
    textAfter: posted(form, 'textAfter', 500),
  };
  const { saveNoticeBar } = await mutate(args.context, args.request, SaveNoticeBarMutation, { input });
  return settle(args.request, 'notice', saveNoticeBar, 'saved', {}, typed(form));
}

export default function AdminContentNotice() {
  const { frame, notice, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  // After an error, what the editor typed; otherwise what is saved.
  const v = result?.values;
  const shown = v
    ? { enabled: v.enabled === 'on', text: v.text ?? '', linkText: v.linkText ?? '', linkUrl: v.linkUrl ?? '', textAfter: v.textAfter ?? '' }
    : notice;
  return (
    <AdminShell frame={frame} title="Notice bar">
      <DoneNotice done={done} words={{ saved: 'The notice bar was saved; the site shows it now.' }} />
      <h2>Now on the site</h2>
      <div className={sc.preview} data-testid="notice-preview">
        {notice.enabled ? (
          <p>
            {notice.text}{' '}
            {notice.linkText ? (
              <a href={notice.linkUrl} target="_blank" rel="noreferrer">
                {notice.linkText}
              </a>
            ) : null}{' '}
            {notice.textAfter}
          </p>
        ) : (
          <p>Switched off: the site shows no notice bar.</p>
        )}
        <p className={sc.muted}>Last changed {formatHarareDateTime(notice.updatedAt)} (Harare time).</p>
      </div>
      <h2>Change it</h2>
      <Form method="post" className={sc.form} aria-label="Notice bar">
        <ResultAlert result={result} />
        <label className={sc.check}>
          <input type="checkbox" name="enabled" defaultChecked={Boolean(shown.enabled)} /> Show the notice bar
        </label>
        <Field label="Text" name="text" defaultValue={shown.text} error={errors.text} required maxLength={160} />
        <div className={sc.row}>
          <Field label="Link words (empty: no link)" name="linkText" defaultValue={shown.linkText} error={errors.linkText} maxLength={40} />
          <Field
            label="Link address"
            name="linkUrl"
            defaultValue={notice.linkUrl}
            error={errors.linkUrl}
            placeholder="/support/feedback or https://…"
            maxLength={300}
          />
        </div>
        <Field label="Text after the link" name="textAfter" defaultValue={shown.textAfter} error={errors.textAfter} maxLength={120} />
        <p className={sc.muted}>The feedback page (/support/feedback) as the address opens the opt-out form on the spot.</p>
        <div>
          <button className={button({})} type="submit">
            Save the notice bar
          </button>
        </div>
      </Form>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
