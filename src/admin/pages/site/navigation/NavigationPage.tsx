// /navigation/{TId}: the menu whose root is tag TId (the dashboard's
// Primary 53, Secondary 54, Footer 55, Sidebar 56). /navigation/content/{CId}:
// the menu a navigation content record (Primary_Nav 1, Secondary_Nav 2,
// Footer_Nav 3) names in CMetaData.TId, with the record's settings shown.
import { useParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { queryKeys } from '../../../api/query-keys.js';
import { DB_BASE } from '../shared/site-api.js';
import { useSiteRead } from '../shared/site-queries.js';
import { ErrorNotice, Loading, ScreenFrame } from '../shared/ScreenStates.js';
import { NavigationEditor } from './NavigationEditor.js';
import { routeId } from '../../../kit/route-id.js';
import { RecordNotFound } from '../../../kit/RecordNotFound.js';
import type { FieldsOf } from '../../../../shared/api/generic.js';
import type { Content } from '../../../../shared/generated/entities.generated.js';

const MENU_NOT_FOUND = 'This menu was not found. It may have been deleted, or the address is mistyped.';

const INTRO = 'Drag an item by its handle (or focus the handle, press Space, move with the arrow keys and press Space again) to change the order; the arrow buttons move an item up, down, into the item above or out of its parent.';

/** The root tag of a menu content record's CMetaData, if it names one. */
export function menuTagOf(meta: unknown): number | undefined {
  const raw = meta && typeof meta === 'object' ? (meta as { TId?: unknown }).TId : undefined;
  const id = typeof raw === 'string' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

function MenuByTag({ rootId, heading }: { rootId: number; heading?: string }) {
  const { data: record, errorMessage: error } = useSiteRead<{ TName: string }>(queryKeys.tagRecord(rootId), `${DB_BASE}/tag/${rootId}`);
  if (error) return <ErrorNotice message={error} />;
  const title = heading ?? (record ? record.TName : 'Navigation');
  return (
    <ScreenFrame title={title} intro={INTRO}>
      <NavigationEditor rootId={rootId} />
    </ScreenFrame>
  );
}

export function NavigationByTagPage() {
  const { TId } = useParams();
  const rootId = routeId(TId);
  if (rootId === undefined) return <RecordNotFound message={MENU_NOT_FOUND} listPath="/" listLabel="Back to Dashboard" />;
  return <MenuByTag key={rootId} rootId={rootId} />;
}

type MenuContent = FieldsOf<Content, 'CId' | 'CTitle' | 'CMetaData'>;

export function NavigationByContentPage() {
  const { CId } = useParams();
  const cId = routeId(CId);
  if (cId === undefined) return <RecordNotFound message={MENU_NOT_FOUND} listPath="/" listLabel="Back to Dashboard" />;
  return <MenuByContent cId={cId} />;
}

function MenuByContent({ cId }: { cId: number }) {
  const { data: record, errorMessage: error } = useSiteRead<MenuContent>(queryKeys.contentRecord(String(cId)), `${DB_BASE}/content/${cId}`);
  if (error) return <ErrorNotice message={error} />;
  if (!record) return <Loading />;
  const rootId = menuTagOf(record.CMetaData);
  if (!rootId) return <ErrorNotice message={`${record.CTitle} (content ${record.CId}) names no menu tag in its metadata (CMetaData.TId).`} />;
  return (
    <>
      <MenuByTag key={rootId} rootId={rootId} heading={record.CTitle} />
      <Typography variant="body2" sx={{ px: 2, color: 'text.secondary' }}>
        Settings of {record.CTitle}: {JSON.stringify(record.CMetaData)}
      </Typography>
    </>
  );
}

export default NavigationByTagPage;
