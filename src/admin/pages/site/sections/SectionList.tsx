// The content lists of the site sections (news, events, blog, projects,
// careers, banners, microsites): the resource kit's EntityList over Content
// with the section's permanent filter, its own columns, and an Edit link per
// row. A row click goes where Edit goes (the screen's own editor), not to the
// kit's generic record view, so a user never lands in the raw Content screens.
// The screen's name is the top bar's title, and the generic Create button
// is left out: it would open the generic Content form, while each screen
// has its own 'Add …' beside its heading. A list of the content linked to a
// tag (`linkedTo`) reads through the section call (linked-content.tsx).
import { Children, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { DataTable, ResourceContextProvider, type TranslateFunction } from 'react-admin';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { RouteFilter } from '../../../routes/route-context.js';
import { FreshListParams } from '../../../kit/FreshListParams.js';
import { LinkedContentSource } from './linked-content.js';
import { PreviewButton } from '../../editor/preview/PreviewButton.js';
import { useText } from '../../../i18n/use-text.js';

const content = SCHEMA.Content;

interface SectionListProps {
  /** The screen's name: the top bar's title (default: the kit's, Content's plural label). */
  title?: string;
  /** Only the content linked to this tag (through TagToContent). */
  linkedTo?: number;
  /** Permanent filter (react-admin filter object over Content). */
  filter: Record<string, unknown>;
  /** Where a row's Edit link goes. */
  editPath: (record: { CId: number; CTitle: string }) => string;
  /** The rows' link text (default: 'Edit' in the reader's language). */
  editLabel?: string;
  /** Rows are pages of the site: each gets a Preview beside Edit (docs/preview.md). */
  preview?: boolean;
  /** The section's own columns, after title and URL. */
  children?: ReactNode;
}

// At least 24 px square (WCAG 2.2 target size; Lighthouse found a short "Edit" 28 × 16 px on the careers list).
const TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24, minWidth: 24 } as const;

/** A link inside a clickable row: the row's own click must not fire too. */
export function RowLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <Link component={RouterLink} to={to} aria-label={label} onClick={(e) => e.stopPropagation()} sx={TARGET}>
      {children}
    </Link>
  );
}

/** Title and URL, the section's own columns, last change, and the Edit link: a section list's columns (`text`: useText()'s). */
export function contentColumns(
  extra: ReactNode,
  editPath: SectionListProps['editPath'],
  text: TranslateFunction,
  editLabel = text('site-sections.edit'),
  preview = false,
): ReactNode[] {
  return [
    <EntityColumn key="title" entity={content} name="CTitle" />,
    <EntityColumn key="url" entity={content} name="CSeoUrl" />,
    ...Children.toArray(extra),
    <EntityColumn key="modified" entity={content} name="CLastModified" />,
    <DataTable.Col
      key="actions"
      label={text('site-sections.actions')}
      disableSort
      render={(r: { CId: number; CTitle: string }) => (
        <>
          <RowLink to={editPath(r)} label={text('site-sections.editNamed', { action: editLabel, title: r.CTitle })}>
            {editLabel}
          </RowLink>
          {preview && <PreviewButton cId={r.CId} title={r.CTitle} />}
        </>
      )}
    />,
  ];
}

// A section reads like a feed: the newest item first (ids follow the order items were entered in, not their dates).
const NEWEST_FIRST = { field: 'CCreated', order: 'DESC' } as const;

export function SectionList({
  title,
  linkedTo,
  filter,
  editPath,
  editLabel,
  preview = false,
  children,
}: SectionListProps) {
  const text = useText();
  const list = (
    <RouteFilter.Provider value={{ CDeleted: false, ...filter }}>
      <EntityList
        entity={content}
        title={title}
        create={false}
        defaultSort={NEWEST_FIRST}
        queryMeta={linkedTo === undefined ? undefined : { linkedToTag: linkedTo }}
        rowClick={(_id, _resource, record) => editPath(record as unknown as { CId: number; CTitle: string })}
      >
        {contentColumns(children, editPath, text, editLabel, preview)}
      </EntityList>
    </RouteFilter.Provider>
  );
  return (
    <ResourceContextProvider value="Content">
      <FreshListParams resource="Content">
        {linkedTo === undefined ? list : <LinkedContentSource tagId={linkedTo}>{list}</LinkedContentSource>}
      </FreshListParams>
    </ResourceContextProvider>
  );
}
