// Which Content records a section screen (Banners, Microsites, Careers) owns,
// and the check that its edit screen opens only those. /banners/{CId} used to
// load any content id into the banner form, and Save wrote the form's fields
// over that record (an event's CMetaData replaced by a banner's). The owned
// records are exactly the rows the screen's list shows: its filter (type, not
// deleted) and, for careers, the link to the Careers tag, read through the same
// call as the list. Any other id (another kind, no such record, a removed
// one, or no number at all) shows "1052 is not a banner" and a link back to
// the screen's list, with no form (NotOwnRecord, decision 0070).
//
// The writes go through the generic /api/v1/db/content with the screen's
// kind as a precondition (?kind=banner, decision 0094): the server refuses
// the save or delete of a record of another kind inside the write itself, so
// neither a tampered page nor a type changed since this check can make the
// banner form write over a web page. This check only spares the user a form
// that could not be saved. Edit also saves with If-Match on the version read
// here, so someone else's change in between is a 412.
import { recordNotice } from '../../../kit/record-notices.js';
import { routeId } from '../../../kit/route-id.js';
import { CONTENT_KINDS, notOfKindText, type ContentKindName } from '../../../../shared/content-kinds.js';
import type { ReactNode } from 'react';
import { Button, Link, Typography } from '@mui/material';
import { DeleteButton, SaveButton, Toolbar, useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { LinkedContentSource } from './linked-content.js';
import { useText } from '../../../i18n/use-text.js';

export interface SectionKind {
  /** The kind the server checks on every save and delete (src/shared/content-kinds.ts). */
  kind: ContentKindName;
  /** What one record is called in the screen's toasts ("Banner saved"). */
  noun: string;
  /** The screen's list route: Save, Delete and Cancel go back there. */
  listPath: string;
  /** The message key of the list's title ("Banners", "Careers List"): its heading, and the way back ("Back to Banners"). */
  listTitle: string;
  /** The content type the screen lists and creates. */
  CtId: number;
  /** Only content linked to this tag (Careers 214). */
  linkedTo?: number;
  /** Fields every new record of this kind gets besides its type (e.g. its template). */
  fixed?: Record<string, unknown>;
}

/** A screen's kind: its type and tag from the one definition the server also checks. */
export function sectionKind(
  kind: ContentKindName,
  listPath: string,
  listTitle: string,
  fixed?: Record<string, unknown>,
): SectionKind {
  const { noun, CtId, ...rest } = CONTENT_KINDS[kind] as { noun: string; CtId: number; linkedTo?: number };
  return {
    kind,
    noun: noun[0].toUpperCase() + noun.slice(1),
    listPath,
    listTitle,
    CtId,
    linkedTo: rest.linkedTo,
    fixed,
  };
}

/** The list's permanent filter: the records a section screen owns. */
const sectionFilter = (kind: SectionKind) => ({ CDeleted: false, CtId: kind.CtId });

/** The list's read options, so the check shares the list's call (and its cache entry's shape). */
const sectionMeta = (kind: SectionKind) => (kind.linkedTo === undefined ? undefined : { linkedToTag: kind.linkedTo });

/**
 * What a section screen shows for an address that names none of its records, with no form: "1052 is not a
 * banner" as its heading (the address's segment as typed, so "abc is not a banner" too), why that can be, and
 * a link back to the screen's list.
 */
function NotOwnRecord({ kind, CId }: { kind: SectionKind; CId: string }) {
  const text = useText();
  const list = text(kind.listTitle);
  return (
    <ScreenFrame title={notOfKindText(CId, kind.kind)}>
      <Typography sx={{ mb: 2 }}>
        {text('site-sections.notOwn', { list, noun: CONTENT_KINDS[kind.kind].noun })}
      </Typography>
      <Link component={RouterLink} to={kind.listPath}>
        {text('site-sections.backTo', { list })}
      </Link>
    </ScreenFrame>
  );
}

function OwnedCheck({
  kind,
  CId,
  title,
  children,
}: {
  kind: SectionKind;
  CId: string;
  title?: string;
  children: ReactNode;
}) {
  // The tools' one id rule (decision 0091): a malformed id sends nothing to the server.
  const id = routeId(CId);
  const found = useGetList(
    'Content',
    {
      filter: { ...sectionFilter(kind), CId: id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'CId', order: 'ASC' },
      meta: sectionMeta(kind),
    },
    { enabled: id !== undefined },
  );
  if (id === undefined) return <NotOwnRecord kind={kind} CId={CId} />;
  // With a title (the screen's heading), the heading shows at once, over the check's spinner and then the form.
  const framed = (body: ReactNode) => (title === undefined ? body : <ScreenFrame title={title}>{body}</ScreenFrame>);
  if (found.error) return framed(<ErrorNotice message={errorText(found.error)} />);
  if (found.isPending) return framed(<Loading />);
  return found.data?.length ? framed(children) : <NotOwnRecord kind={kind} CId={CId} />;
}

/** Renders `children` (the edit screen) only when `CId` is one of the screen's own records; else `NotOwnRecord`. */
export function OwnedRecordGuard({
  kind,
  CId,
  title,
  children,
}: {
  kind: SectionKind;
  CId: string;
  title?: string;
  children: ReactNode;
}) {
  const check = (
    <OwnedCheck kind={kind} CId={CId} title={title}>
      {children}
    </OwnedCheck>
  );
  return kind.linkedTo === undefined ? check : <LinkedContentSource tagId={kind.linkedTo}>{check}</LinkedContentSource>;
}

/** Save, Cancel and (when editing) Delete, each ending on the screen's own list, never the raw Content table. */
export function SectionToolbar({
  listPath,
  deletable,
  noun,
  kind,
}: {
  listPath: string;
  deletable: boolean;
  noun: string;
  kind?: ContentKindName;
}) {
  const text = useText();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <Button component={RouterLink} to={listPath}>
        {text('site-sections.cancel')}
      </Button>
      {deletable && (
        <DeleteButton
          mutationMode="pessimistic"
          mutationOptions={kind ? { meta: { kind } } : undefined}
          redirect={() => listPath}
          successMessage={recordNotice(noun, 'deleted')}
          sx={{ ml: 'auto' }}
        />
      )}
    </Toolbar>
  );
}
