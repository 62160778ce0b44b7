// /navigation/{TId}: the menu whose root is tag TId (the dashboard's
// Primary 53, Secondary 54, Footer 55, Sidebar 56). /navigation/content/{CId}:
// the menu a navigation content record (Primary_Nav 1, Secondary_Nav 2,
// Footer_Nav 3) names in CMetaData.TId: the menu's settings record, under its
// own heading ("Primary Navigation — Menu Settings", not the menu's own name,
// which /navigation/53 shows: issue 41 item 2), saying which menu it draws.
import { useParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { queryKeys } from '../../../api/query-keys.js';
import { DB_BASE } from '../../../api/site-api.js';
import { useSiteRead } from '../../../api/site-queries.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { NavigationEditor } from './NavigationEditor.js';
import { useText } from '../../../i18n/use-text.js';
import { routeId } from '../../../kit/route-id.js';
import { RecordNotFound } from '../../../kit/RecordNotFound.js';
import type { FieldsOf } from '../../../../shared/api/generic.js';
import type { Content } from '../../../../shared/generated/entities.generated.js';

/** The root tag of a menu content record's CMetaData, if it names one. */
export function menuTagOf(meta: unknown): number | undefined {
  const raw = meta && typeof meta === 'object' ? (meta as { TId?: unknown }).TId : undefined;
  const id = typeof raw === 'string' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

function MenuByTag({ rootId, settingsOf }: { rootId: number; settingsOf?: string }) {
  const { data: record, errorMessage: error } = useSiteRead<{ TName: string }>(
    queryKeys.tagRecord(rootId),
    `${DB_BASE}/tag/${rootId}`,
  );
  const text = useText();
  if (error) return <ErrorNotice message={error} />;
  const menu = record ? record.TName : text('site.navigation.title');
  const title = settingsOf === undefined ? menu : text('site.navigation.settingsTitle', { title: settingsOf });
  return (
    <ScreenFrame title={title} intro={text('site.navigation.intro')}>
      {settingsOf !== undefined && record && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {text('site.navigation.settingsMenu', { menu: record.TName, id: rootId })}
        </Typography>
      )}
      <NavigationEditor rootId={rootId} />
    </ScreenFrame>
  );
}

export function NavigationByTagPage() {
  const { TId } = useParams();
  const text = useText();
  const rootId = routeId(TId);
  if (rootId === undefined)
    return (
      <RecordNotFound
        message={text('site.navigation.menuNotFound')}
        listPath="/"
        listLabel={text('site.navigation.backToDashboard')}
      />
    );
  return <MenuByTag key={rootId} rootId={rootId} />;
}

type MenuContent = FieldsOf<Content, 'CId' | 'CTitle' | 'CMetaData'>;

export function NavigationByContentPage() {
  const { CId } = useParams();
  const text = useText();
  const cId = routeId(CId);
  if (cId === undefined)
    return (
      <RecordNotFound
        message={text('site.navigation.menuNotFound')}
        listPath="/"
        listLabel={text('site.navigation.backToDashboard')}
      />
    );
  return <MenuByContent cId={cId} />;
}

function MenuByContent({ cId }: { cId: number }) {
  const text = useText();
  const { data: record, errorMessage: error } = useSiteRead<MenuContent>(
    queryKeys.contentRecord(String(cId)),
    `${DB_BASE}/content/${cId}`,
  );
  if (error) return <ErrorNotice message={error} />;
  if (!record) return <Loading />;
  const rootId = menuTagOf(record.CMetaData);
  if (!rootId)
    return <ErrorNotice message={text('site.navigation.noMenuTag', { title: record.CTitle, id: record.CId })} />;
  return <MenuByTag key={rootId} rootId={rootId} settingsOf={record.CTitle} />;
}

export default NavigationByTagPage;
