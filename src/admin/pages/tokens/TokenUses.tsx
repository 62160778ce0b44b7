// Where a token is used, one line per place: the content item (opened in
// the page editor, or in Custom Code for a snippet), the block and the field
// that reads the token. Another token is named, not linked: it is edited on
// this screen; a template opens Template Files.
import { Link, List, ListItem, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { TranslateFunction } from 'react-admin';
import type { TokenUse } from '../../../shared/api/tokens.js';
import { useText } from '../../i18n/use-text.js';

const JAVASCRIPT = 62;
const LIQUID_VALUE = 63;

function kindOf(use: TokenUse, text: TranslateFunction): string {
  if (use.TemplateId !== null) return text('tokens.uses.template');
  if (use.CtId === LIQUID_VALUE) return text('tokens.uses.token');
  if (use.CtId === JAVASCRIPT) return text('tokens.uses.snippet');
  return use.CbId ? text('tokens.uses.block', { id: use.CbId }) : text('tokens.uses.content', { id: use.CId });
}

function target(use: TokenUse): string | undefined {
  if (use.TemplateId !== null) return '/template-files';
  if (use.CtId === LIQUID_VALUE) return undefined;
  if (use.CtId === JAVASCRIPT) return '/custom-code';
  return `/edit?cId=${use.CId}`;
}

export function TokenUses({ uses, label }: { uses: TokenUse[]; label: string }) {
  const text = useText();
  if (!uses.length) return <>{text('tokens.uses.notUsed')}</>;
  return (
    <List dense disablePadding aria-label={label}>
      {uses.map((use) => {
        const to = target(use);
        const title = to ? (
          <Link component={RouterLink} to={to}>
            {use.CTitle}
          </Link>
        ) : (
          use.CTitle
        );
        return (
          <ListItem
            key={`${use.CId ?? ''}-${use.TemplateId ?? ''}-${use.CbId ?? ''}-${use.field}`}
            disableGutters
            disablePadding
          >
            <ListItemText
              primary={title}
              secondary={`${kindOf(use, text)} · ${use.field}${use.removed ? text('tokens.uses.inBin') : ''}`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

/** One line naming the places, for a refusal. */
export const usesInWords = (uses: TokenUse[], text: TranslateFunction) =>
  uses.map((u) => `“${u.CTitle}” (${kindOf(u, text)}, ${u.field})`).join('; ');
