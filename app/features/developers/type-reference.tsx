/**
 * One type of the schema reference (/developers/reference/<Type>/): its description, then each field, argument,
 * input field or enum value with its type, default, description and deprecation. Type names link to their pages as
 * plain anchors (Query and Mutation hold hundreds; see type-index.tsx). The labels come in the page's language
 * (developers-text.server.ts referenceText); the schema's descriptions are English documentation (lang="en").
 */
import { Section } from '~/components/layout';
import { href } from '~/routes';
import * as s from './developers.css';
import type { ReferenceText } from './developers-text.server';
import { namedTypeOf, type ReferenceArgument, type ReferenceField, type ReferenceType } from './reference-types';

/** GraphQL's own scalars have no page of their own. */
const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

function TypeLink({ printed }: { printed: string }) {
  const name = namedTypeOf(printed);
  if (BUILT_IN.has(name)) return <>{printed}</>;
  const [before, after] = printed.split(name);
  return (
    <>
      {before}
      <a href={href('developers-reference', { type: name })}>{name}</a>
      {after}
    </>
  );
}

function Deprecation({ reason, w }: { reason?: string; w: ReferenceText }) {
  return reason ? (
    <p className={s.deprecated}>
      {w.deprecated.split('{reason}').map((part, i) =>
        i
          ? [
              <span key="reason" lang="en">
                {reason}
              </span>,
              part,
            ]
          : part,
      )}
    </p>
  ) : null;
}

function Argument({ arg, w }: { arg: ReferenceArgument; w: ReferenceText }) {
  return (
    <li data-argument={arg.name}>
      <code className={s.code}>
        {arg.name}: <TypeLink printed={arg.type} />
        {arg.defaultValue !== undefined ? ` = ${arg.defaultValue}` : ''}
      </code>{' '}
      — <span lang="en">{arg.description}</span>
      <Deprecation reason={arg.deprecationReason} w={w} />
    </li>
  );
}

function Field({ field, w }: { field: ReferenceField; w: ReferenceText }) {
  return (
    <li className={s.member} id={field.name} data-field={field.name}>
      <span className={s.signature}>
        {field.name}
        {field.args?.length ? '(…)' : ''}: <TypeLink printed={field.type} />
        {field.defaultValue !== undefined ? ` = ${field.defaultValue}` : ''}
      </span>
      <p lang="en">{field.description}</p>
      <Deprecation reason={field.deprecationReason} w={w} />
      {field.args?.length ? (
        <ul className={s.args} aria-label={w.argumentsOf.replace('{name}', field.name)}>
          {field.args.map((arg) => (
            <Argument key={arg.name} arg={arg} w={w} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function TypeReference({ type, w }: { type: ReferenceType; w: ReferenceText }) {
  return (
    <>
      <p className={s.typeSummary}>{w.summary}</p>
      <div className={s.prose} lang="en">
        <p data-type-description>{type.description}</p>
      </div>
      {type.fields?.length ? (
        <Section title={w.fields.replace('{count}', String(type.fields.length))}>
          <ul className={s.members}>
            {type.fields.map((field) => (
              <Field key={field.name} field={field} w={w} />
            ))}
          </ul>
        </Section>
      ) : null}
      {type.enumValues?.length ? (
        <Section title={w.values.replace('{count}', String(type.enumValues.length))}>
          <ul className={s.members}>
            {type.enumValues.map((value) => (
              <li key={value.name} className={s.member} id={value.name} data-field={value.name}>
                <span className={s.signature}>{value.name}</span>
                <p lang="en">{value.description}</p>
                <Deprecation reason={value.deprecationReason} w={w} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
