// One page of the sitemap tree with its change frequency and priority; a
// change is saved when the select changes or the priority field is left.
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, MenuItem, TableCell, TableRow, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { errorText, useSiteApi } from '../../../api/site-api.js';
import { CHANGE_FREQUENCIES, type ChangeFrequency } from '../../../../shared/change-frequency.js';
import { priorityProblem, savePageSettings, type SitemapNode } from './page-settings.js';
import { useText } from '../../../i18n/use-text.js';

export function SitemapRow({ node, depth }: { node: SitemapNode; depth: number }) {
  const api = useSiteApi();
  const notify = useNotify();
  const text = useText();
  const [frequency, setFrequency] = useState<ChangeFrequency>(node.ChangeFrequency);
  const [priority, setPriority] = useState(String(node.Priority));
  // What was last sent, set before the call: Enter and then the blur of the disabled field must not save twice.
  const sent = useRef({ frequency: node.ChangeFrequency, priority: node.Priority });
  const [saving, setSaving] = useState(false);
  const problemKey = priorityProblem(priority);
  const problem = problemKey && text(problemKey);

  const save = async (next: { frequency: ChangeFrequency; priority: number }) => {
    const before = sent.current;
    if (next.frequency === before.frequency && next.priority === before.priority) return;
    sent.current = next;
    setSaving(true);
    try {
      await savePageSettings(api, node.CId, { ChangeFrequency: next.frequency, Priority: next.priority });
      notify(text('site.sitemap.saved', { title: node.CTitle }), { type: 'success' });
    } catch (e) {
      notify(errorText(e), { type: 'error' });
      sent.current = before;
      setFrequency(before.frequency);
      setPriority(String(before.priority));
    } finally {
      setSaving(false);
    }
  };
  return (
    <TableRow data-cid={node.CId}>
      <TableCell sx={{ pl: 2 + depth * 3 }}>
        <Link component={RouterLink} to={`/edit?cId=${node.CId}`}>
          {node.CTitle}
        </Link>
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{node.CSeoUrl}</TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          label={text('site.sitemap.frequency')}
          value={frequency}
          disabled={saving}
          onChange={(e) => {
            const value = e.target.value as ChangeFrequency;
            setFrequency(value);
            if (!problem) void save({ frequency: value, priority: Number(priority) });
          }}
          sx={{ minWidth: 150 }}
        >
          {CHANGE_FREQUENCIES.map((f) => (
            <MenuItem key={f} value={f}>
              {f}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          label={text('site.sitemap.priority')}
          value={priority}
          disabled={saving}
          error={!!problem}
          helperText={problem}
          onChange={(e) => setPriority(e.target.value)}
          onBlur={() => !problem && void save({ frequency, priority: Number(priority) })}
          onKeyDown={(e) => e.key === 'Enter' && !problem && void save({ frequency, priority: Number(priority) })}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'aria-label': text('site.sitemap.priorityOf', { title: node.CTitle }) },
          }}
          sx={{ width: 110 }}
        />
      </TableCell>
    </TableRow>
  );
}
