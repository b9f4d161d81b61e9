/**
 * The schema reference's index on /developers/: every type by kind, each a link to its own small page. ~450 plain
 * anchors, not a <Link> each (hooks on the server and in hydration for nothing): a click loads the edge-cached page.
 * Not the footer's delegated handler either: importing it here split it out of the root chunk, a request and ~200
 * bytes more on every page's first load.
 */
import { Section } from '~/components/layout';
import { href } from '~/routes';
import * as s from './developers.css';

/** `title` and `intro` in the page's language; each group's title comes with it (developers-text.server.ts). */
export function TypeIndexSection({ groups, title, intro }: { groups: { title: string; types: string[] }[]; title: string; intro: string }) {
  return (
    <Section title={title} id="reference">
      <p className={s.typeSummary}>{intro}</p>
      {groups.map((group) => (
        <nav key={group.title} aria-label={group.title}>
          <h3 className={s.stepTitle}>
            {group.title} ({group.types.length})
          </h3>
          <ul className={s.typeList} data-type-index>
            {group.types.map((name) => (
              <li key={name}>
                <a href={href('developers-reference', { type: name })}>{name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </Section>
  );
}
