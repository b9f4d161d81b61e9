/** The language switch's HTML, rendered once per language and appended to the category menu's island. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '~/lib/i18n/language';
import { translator } from '~/lib/i18n/translate.server';
import { LanguageSwitch } from './language-switch';

const rendered = new Map<Language, string>();

export function languageSwitchHtml(language: Language): string {
  let html = rendered.get(language);
  if (html === undefined) {
    const t = translator(language);
    html = renderToStaticMarkup(createElement(LanguageSwitch, { current: language, label: t('language.label'), submit: t('language.submit') }));
    rendered.set(language, html);
  }
  return html;
}
