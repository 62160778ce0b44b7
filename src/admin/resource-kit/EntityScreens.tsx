// Show, Edit and Create around the generated field lists. Edit sends the
// record it started from as previousData, so the dataProvider can send
// If-Match and a concurrent change is reported (412), never overwritten.
// Titles and labels are the schema's, in the user's language.
import type { ReactElement, ReactNode } from 'react';
import { Create, Edit, Labeled, Show, SimpleForm, SimpleShowLayout, type RedirectionSideEffect } from 'react-admin';
import type { EntityMeta, FieldMeta } from '../../shared/schema-model.js';
import { FieldValue } from './field-registry.js';
import { useRouteRecordId } from '../routes/route-context.js';
import { useSavedNotice } from './useSavedNotice.js';
import { useText } from '../i18n/use-text.js';
import { useSchemaLabels } from '../i18n/use-schema-labels.js';

export function EntityShow({ entity, children }: { entity: EntityMeta; children: ReactNode }) {
  const { entityLabel } = useSchemaLabels();
  return (
    <Show resource={entity.name} title={entityLabel(entity.name)} id={useRouteRecordId()}>
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Show>
  );
}

/** One labelled field of the shown record. */
export function ShowField({ field }: { field: FieldMeta }) {
  const { labelOf } = useSchemaLabels();
  return (
    <Labeled label={labelOf(field)}>
      <FieldValue field={field} />
    </Labeled>
  );
}

/**
 * `noun`: what the toast calls the record when it is not the entity's label (a banner in Content).
 * `after`: parts of the screen outside the form (in the record's context), e.g. a user's roles.
 * `redirect` and `toolbar`: for a screen outside the resource's own routes, where Save goes
 * (react-admin's default is the resource's list) and its own buttons.
 */
export function EntityEdit({
  entity,
  noun,
  meta,
  children,
  after,
  redirect,
  toolbar,
}: {
  entity: EntityMeta;
  noun?: string;
  /** Sent with the save (the data provider's meta: a Content screen's `kind` precondition). */
  meta?: Record<string, unknown>;
  children: ReactNode;
  after?: ReactNode;
  redirect?: RedirectionSideEffect;
  toolbar?: ReactElement;
}) {
  const { entityLabel } = useSchemaLabels();
  // A screen that edits one kind of a shared table names that kind in its toast ("Banner saved", not "Content saved").
  const onSuccess = useSavedNotice(noun ?? entityLabel(entity.name), 'updated', redirect ?? 'list', entity.name);
  const mutationOptions = noun || meta ? { ...(noun ? { onSuccess } : {}), ...(meta ? { meta } : {}) } : undefined;
  return (
    <Edit
      resource={entity.name}
      title={entityLabel(entity.name)}
      mutationMode="pessimistic"
      id={useRouteRecordId()}
      redirect={redirect}
      mutationOptions={mutationOptions}
    >
      <SimpleForm toolbar={toolbar}>{children}</SimpleForm>
      {after}
    </Edit>
  );
}

export function EntityCreate({ entity, children }: { entity: EntityMeta; children: ReactNode }) {
  const text = useText();
  const { entityLabel, inSentence } = useSchemaLabels();
  return (
    <Create
      resource={entity.name}
      title={text('resource-kit.newTitle', { lower: inSentence(entityLabel(entity.name)) })}
      redirect="show"
    >
      <SimpleForm>{children}</SimpleForm>
    </Create>
  );
}
