/** Getting started on /developers/: the four example requests as curl commands against this site's own address. */
import { Section } from '~/components/layout';
import * as s from './developers.css';
import { curlCommand, GETTING_STARTED } from './getting-started';

/** `title` and each step's title and intro in the page's language, by example id; the opening paragraph is English documentation. */
export function GettingStartedSection({
  origin,
  title,
  steps,
}: {
  origin: string;
  title: string;
  steps: Record<string, { title: string; intro: string }>;
}) {
  return (
    <Section title={title} id="getting-started">
      <div className={s.prose} lang="en">
        <p>
          The API is GraphQL over HTTP at <code className={s.code}>{`${origin}/graphql`}</code>: queries as GET or POST, mutations as POST with a JSON
          body <code className={s.code}>{'{ "query": "…", "variables": { … } }'}</code>. These four requests search, log in, fill a cart and check out
          as the demo buyer; paste them into a terminal.
        </p>
      </div>
      <ol className={s.steps}>
        {GETTING_STARTED.map((example) => (
          <li key={example.id} className={s.step}>
            <h3 className={s.stepTitle}>{steps[example.id]?.title ?? example.title}</h3>
            <p>{steps[example.id]?.intro ?? example.intro}</p>
            <pre className={s.pre} data-example={example.id}>
              {curlCommand(example, origin)}
            </pre>
          </li>
        ))}
      </ol>
    </Section>
  );
}
