// The edit and create screens of one Content record outside the generic
// resource routes (/custom/careers/{CId}, /banners/{CId}, /microsites/{CId},
// and /banners/create, /microsites/create): the kit's EntityEdit (pessimistic,
// If-Match) with the screen's inputs, opened only on the screen's own records
// (section-record.tsx), and saved and deleted with the kind as the server's
// precondition (decision 0094); settings inside CMetaData are edited through nested
// sources (CMetaData.Department), and the form sends the merged object, so
// keys no input shows are kept. Save, Delete and Cancel return to the
// screen's list. A new record is stored only by Save on the create form.
import { useSavedNotice } from '../../../resource-kit/useSavedNotice.js';
import type { ReactNode } from 'react';
import { Box, Link } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Create, ResourceContextProvider, SimpleForm } from 'react-admin';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityEdit } from '../../../resource-kit/EntityScreens.js';
import { RouteRecordId } from '../../../routes/route-context.js';
import { OwnedRecordGuard, SectionToolbar, type SectionKind } from './section-record.js';
import { useText } from '../../../i18n/use-text.js';

/** The `{CId}` of /banners/create and /microsites/create: no content id is a word, so it cannot hide a record. */
export const CREATE_SEGMENT = 'create';

interface RecordScreenProps {
  kind: SectionKind;
  children: ReactNode;
  /** Link to the page editor for the body (careers). */
  bodyLink?: boolean;
  /** The values a new record's form starts with; without it the screen has no create form (careers). */
  newRecord?: Record<string, unknown>;
  /** The edit screen's heading (Careers: the spec's route title 'Careers Edit'; "Edit banner", "Edit microsite"), shown from the first frame, over a spinner while the record is checked. */
  title?: string;
}

export function ContentRecordScreen({ kind, children, bodyLink = true, newRecord, title }: RecordScreenProps) {
  const { CId = '' } = useParams();
  const text = useText();
  return (
    <ResourceContextProvider value="Content">
      {CId === CREATE_SEGMENT && newRecord ? (
        <ContentRecordCreate kind={kind} newRecord={newRecord}>
          {children}
        </ContentRecordCreate>
      ) : (
        <OwnedRecordGuard kind={kind} CId={CId} title={title}>
          <RouteRecordId.Provider value={CId}>
            {bodyLink && (
              <Box sx={{ px: 2, pt: 2 }}>
                <Link component={RouterLink} to={`/edit?cId=${CId}`}>
                  {text('site-sections.bodyLink')}
                </Link>
              </Box>
            )}
            <EntityEdit
              entity={SCHEMA.Content}
              noun={kind.noun}
              meta={{ kind: kind.kind }}
              redirect={() => kind.listPath}
              toolbar={<SectionToolbar listPath={kind.listPath} deletable noun={kind.noun} kind={kind.kind} />}
            >
              {children}
            </EntityEdit>
          </RouteRecordId.Provider>
        </OwnedRecordGuard>
      )}
    </ResourceContextProvider>
  );
}

function ContentRecordCreate({
  kind,
  newRecord,
  children,
}: {
  kind: SectionKind;
  newRecord: Record<string, unknown>;
  children: ReactNode;
}) {
  // The type (and fixed fields such as the template) are added last, so no form value can make it another kind.
  const text = useText();
  const transform = (data: Record<string, unknown>) => ({ ...data, CDeleted: false, ...kind.fixed, CtId: kind.CtId });
  return (
    <Create
      resource="Content"
      title={text('site-sections.newItem')}
      record={newRecord}
      transform={transform}
      redirect={() => kind.listPath}
      mutationOptions={{ onSuccess: useSavedNotice(kind.noun, 'created', () => kind.listPath) }}
    >
      <SimpleForm toolbar={<SectionToolbar listPath={kind.listPath} deletable={false} noun={kind.noun} />}>
        {children}
      </SimpleForm>
    </Create>
  );
}
