/**
 * The schema reference's index on /developers/: every type by kind, each a link to its own small page. ~450 plain
 * anchors with one delegated click handler (delegated-links.ts), not a <Link> each.
 */
import { Section } from '~/components/layout';
import { useDelegatedLinks } from '~/lib/delegated-links';
import { href } from '~/routes';
import * as s from './developers.css';

export function TypeIndexSection({ groups }: { groups: { title: string; types: string[] }[] }) {
  const onClick = useDelegatedLinks();
  return (
    <Section title="Schema reference" id="reference">
      <p className={s.typeSummary}>
        Every type of the schema, generated from its SDL when the site is built. Start with Query (what you can read) and Mutation (what you can
        change).
      </p>
      {groups.map((group) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: delegated handler for the links inside (delegated-links.ts); Enter on a focused link fires the same click.
        <nav key={group.title} aria-label={group.title} onClick={onClick}>
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
