// 'Empty the error log' (issue 13 item 6): for a MoJoAdmin only (the shared
// rule the server enforces; anyone else sees the button disabled with the
// reason), after 'Are you sure?' naming how many entries go and up to which
// one. The call sends that newest id, so errors logged while the dialog was
// open are kept.
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { mayTruncateErrorLog, TRUNCATE_REFUSED } from '../../../../shared/log-rules.js';
import type { TruncateResult } from '../../../../shared/api/ops.js';
import { currentUser } from '../../../auth/auth-provider.js';
import { ConfirmDialog } from '../../editor/ConfirmDialog.js';
import { DB_BASE, errorText, useSiteApi } from '../../../api/site-api.js';
import { formatNumber } from '../../../kit/numbers.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

interface Head {
  total: number;
  newest?: { ElId: number; ElDate: string | null };
}

export function TruncateErrorLogButton() {
  const text = useText();
  const dates = useDates();
  const allowed = mayTruncateErrorLog(currentUser());
  const dataProvider = useDataProvider();
  const api = useSiteApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [head, setHead] = useState<Head | null>(null);

  const ask = async () => {
    try {
      const { data, total } = await dataProvider.getList('ErrorLog', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'ElId', order: 'DESC' },
        filter: {},
      });
      setHead({ total: total ?? 0, newest: data[0] as Head['newest'] });
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };
  const truncate = async () => {
    const upTo = head?.newest?.ElId;
    setHead(null);
    if (upTo === undefined) return;
    try {
      const { deleted } = await api.get<TruncateResult>(`${DB_BASE}/errorlog/truncate?upTo=${upTo}`);
      notify(text('admin-tools.errorLog.emptied', { smart_count: deleted }), { type: 'success' });
      refresh();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };

  if (!allowed) {
    return (
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <Button label={text('admin-tools.errorLog.empty')} disabled aria-describedby="truncate-refused">
          <DeleteSweepIcon />
        </Button>
        <Typography id="truncate-refused" variant="caption" color="text.secondary">
          {TRUNCATE_REFUSED}
        </Typography>
      </Box>
    );
  }
  const question = !head?.newest
    ? text('admin-tools.errorLog.alreadyEmpty')
    : text('admin-tools.errorLog.confirm', {
        smart_count: head.total,
        count: formatNumber(head.total),
        id: head.newest.ElId,
        when: dates.moment(head.newest.ElDate),
      });
  return (
    <>
      <Button label={text('admin-tools.errorLog.empty')} onClick={() => void ask()} color="error">
        <DeleteSweepIcon />
      </Button>
      <ConfirmDialog open={!!head} text={question} onCancel={() => setHead(null)} onConfirm={() => void truncate()} />
    </>
  );
}
