/**
 * One type of the schema reference (/developers/reference/<Type>/): its description, then each field, argument,
 * input field or enum value with its type, default, description and deprecation. Type names link to their pages as
 * plain anchors (Query and Mutation hold hundreds; see type-index.tsx).
 */
import { Section } from '~/components/layout';
import { href } from '~/routes';
import * as s from './developers.css';
import { namedTypeOf, type ReferenceArgument, type ReferenceField, type ReferenceKind, type ReferenceType } from './reference-types';

const KIND_LABEL: Record<ReferenceKind, string> = {
  OBJECT: 'Object type',
  INPUT_OBJECT: 'Input type',
  ENUM: 'Enum',
  SCALAR: 'Scalar',
  INTERFACE: 'Interface',
  UNION: 'Union',
};

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

function Deprecation({ reason }: { reason?: string }) {
  return reason ? <p className={s.deprecated}>Deprecated: {reason}</p> : null;
}

function Argument({ arg }: { arg: ReferenceArgument }) {
  return (
    <li data-argument={arg.name}>
      <code className={s.code}>
        {arg.name}: <TypeLink printed={arg.type} />
        {arg.defaultValue !== undefined ? ` = ${arg.defaultValue}` : ''}
      </code>{' '}
      — {arg.description}
      <Deprecation reason={arg.deprecationReason} />
    </li>
  );
}

function Field({ field }: { field: ReferenceField }) {
  return (
    <li className={s.member} id={field.name} data-field={field.name}>
      <span className={s.signature}>
        {field.name}
        {field.args?.length ? '(…)' : ''}: <TypeLink printed={field.type} />
        {field.defaultValue !== undefined ? ` = ${field.defaultValue}` : ''}
      </span>
      <p>{field.description}</p>
      <Deprecation reason={field.deprecationReason} />
      {field.args?.length ? (
        <ul className={s.args} aria-label={`Arguments of ${field.name}`}>
          {field.args.map((arg) => (
            <Argument key={arg.name} arg={arg} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function TypeReference({ type }: { type: ReferenceType }) {
  const fieldsTitle = type.kind === 'INPUT_OBJECT' ? 'Input fields' : 'Fields';
  return (
    <>
      <p className={s.typeSummary}>
        {KIND_LABEL[type.kind]}
        {type.related?.length ? `${type.kind === 'UNION' ? ' of ' : ' implementing '}${type.related.join(', ')}` : ''}
      </p>
      <div className={s.prose}>
        <p data-type-description>{type.description}</p>
      </div>
      {type.fields?.length ? (
        <Section title={`${fieldsTitle} (${type.fields.length})`}>
          <ul className={s.members}>
            {type.fields.map((field) => (
              <Field key={field.name} field={field} />
            ))}
          </ul>
        </Section>
      ) : null}
      {type.enumValues?.length ? (
        <Section title={`Values (${type.enumValues.length})`}>
          <ul className={s.members}>
            {type.enumValues.map((value) => (
              <li key={value.name} className={s.member} id={value.name} data-field={value.name}>
                <span className={s.signature}>{value.name}</span>
                <p>{value.description}</p>
                <Deprecation reason={value.deprecationReason} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
