/**
 * The editor's fields for one kind of content: title and slug (fixed once published), the summary, the HTML
 * content, and what the kind adds — a category (articles, videos, FAQs), a cover and author (articles, videos), a
 * video's embed address and length, an FAQ's position. Two buttons: Preview (renders below, saves nothing) and
 * Save. A plain POST form: it works without JavaScript.
 */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, FormAlert, formStyles } from '~/components/form';
import type { ContentFieldErrors, ContentValues } from './content-form.server';
import * as c from './content-editor.css';
import type { ContentWords, KindSlug } from './content-kinds';

export interface ContentEditorProps {
  /** The screen's words in the page's language. */
  w: ContentWords;
  kind: KindSlug;
  values: ContentValues;
  errors: ContentFieldErrors;
  alert: string | null;
  categories: readonly { id: string; name: string }[];
  slugLocked: boolean;
  /** Absent for a new item. */
  revision?: number;
  saveLabel: string;
}

export function ContentEditorForm({ w, kind, values, errors, alert, categories, slugLocked, revision, saveLabel }: ContentEditorProps) {
  const busy = useNavigation().state === 'submitting';
  const hasCategory = kind !== 'page';
  const hasCover = kind === 'post' || kind === 'video';
  return (
    <Form method="post" className={formStyles.form} aria-label={w.editForm}>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {revision ? <input type="hidden" name="revision" value={revision} /> : null}
      <Field
        label={kind === 'faq' ? w.question : w.headTitle}
        name="title"
        defaultValue={values.title}
        error={errors.title}
        required
        maxLength={200}
      />
      <Field
        label={w.slugLabel}
        name="slug"
        defaultValue={values.slug}
        error={errors.slug}
        maxLength={200}
        readOnly={slugLocked}
        hint={slugLocked ? w.slugFixed : w.slugHint}
      />
      {kind !== 'faq' ? <Field label={w.summary} name="excerpt" defaultValue={values.excerpt} error={errors.excerpt} maxLength={500} /> : null}
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="field-content">
          {kind === 'faq' ? w.answerHtml : w.contentHtml}
        </label>
        <textarea
          className={`${formStyles.input} ${c.source}`}
          id="field-content"
          name="content"
          defaultValue={values.content}
          required
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`field-content-hint${errors.content ? ' field-content-error' : ''}`}
        />
        <p className={formStyles.hint} id="field-content-hint">
          {w.htmlHint}
        </p>
        {errors.content ? (
          <p className={formStyles.error} id="field-content-error">
            {errors.content}
          </p>
        ) : null}
      </div>
      {hasCategory ? (
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="field-categoryId">
            {w.category}
          </label>
          <select className={formStyles.input} id="field-categoryId" name="categoryId" defaultValue={values.categoryId ?? ''}>
            <option value="">{w.none}</option>
            {categories.map((cat) => (
              <option key={cat.id} value={cat.id} translate="no">
                {cat.name}
              </option>
            ))}
          </select>
          {errors.categoryId ? <p className={formStyles.error}>{errors.categoryId}</p> : null}
        </div>
      ) : null}
      {kind === 'video' ? (
        <>
          <Field
            label={w.videoUrl}
            name="videoUrl"
            defaultValue={values.videoUrl}
            error={errors.videoUrl}
            placeholder="https://www.youtube-nocookie.com/embed/…"
            required
          />
          <Field label={w.duration} name="durationSeconds" inputMode="numeric" defaultValue={values.durationSeconds} error={errors.durationSeconds} />
        </>
      ) : null}
      {hasCover ? (
        <>
          <Field label={w.cover} name="image" defaultValue={values.image} error={errors.image} />
          <Field label={w.author} name="authorName" defaultValue={values.authorName} error={errors.authorName} maxLength={100} />
          <label className={c.check}>
            <input type="checkbox" name="sticky" defaultChecked={values.sticky} /> {w.featured}
          </label>
        </>
      ) : null}
      {kind === 'faq' ? (
        <Field label={w.position} name="position" inputMode="numeric" defaultValue={values.position ?? '0'} error={errors.position} />
      ) : null}
      <div className={c.actions}>
        <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="preview" disabled={busy}>
          {w.preview}
        </button>
        <button className={button({})} type="submit" name="intent" value="save" disabled={busy}>
          {saveLabel}
        </button>
      </div>
    </Form>
  );
}
