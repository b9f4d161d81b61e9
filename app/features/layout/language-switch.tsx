/**
 * The language switch (issue 33 §3): the first group of the category menu under the header, a disclosure holding a
 * plain form whose buttons post `lang` to /language (server/language-switch.ts), so it works without JavaScript.
 * Rendered only on the server, into the menu's static island (language-switch-html.server.ts): no client code.
 * Each language is named in itself, so a reader finds theirs whatever the page is in.
 */
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '~/lib/i18n/language';
import * as s from './category-menu.css';

export function LanguageSwitch({ current, label, submit }: { current: Language; label: string; submit: string }) {
  return (
    <li className={s.group}>
      <details>
        <summary className={s.summary}>
          {label}: {LANGUAGE_NAMES[current]}
        </summary>
        <form className={s.panel} method="post" action="/language" aria-label={submit}>
          {LANGUAGES.map((language) => (
            <button
              key={language}
              className={s.languageButton}
              type="submit"
              name="lang"
              value={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          ))}
        </form>
      </details>
    </li>
  );
}
