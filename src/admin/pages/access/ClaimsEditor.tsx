// What a role group grants: tags (TId claims) picked from the tag tree,
// content items (CId claims) picked by title, other claims kept as they
// are. Granting tags without the dashboard tag 2 warns, with a button that
// adds it: otherwise the group's tools would not show on the dashboard.
// A tool only Admin and MoJoAdmin can use (shared/role-only-tools.ts: its
// calls ask for the role whatever the tags) is offered disabled with the
// reason, as the server refuses a new grant of it; one granted before is
// kept and named in a warning (issue 41 item 2).
import { pickerEmptyText } from '../../kit/picker-words.js';
import { useQuery } from '@tanstack/react-query';
import { Alert, Autocomplete, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { DASHBOARD_TAG_ID } from '../../../shared/dashboard-tools.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { readTagTree, useTagTree, type TreeTag } from '../../api/tag-tree.js';
import { createHttpClient } from '../../providers/http-client.js';
import { dbListUrl, term } from '../../api/db-query.js';
import { PagePicker } from '../../kit/PagePicker.js';
import { useSiteApi } from '../../api/site-api.js';
import { lacksDashboardTag, type ClaimsForm } from './claims-form.js';
import { isRoleOnlyTool } from '../../../shared/role-only-tools.js';
import { useText } from '../../i18n/use-text.js';
import { isAuthenticatorPolicy } from '../../../shared/second-factor-policy.js';
import { isReviewPolicy } from '../../../shared/review-policy.js';

/** The claims shown as switches of their own (PolicyClaimSwitch: the second-factor and review policies), not in the list of others. */
const hasSwitch = (c: { ClaimType: string; ClaimValue: string | null }) =>
  isAuthenticatorPolicy(c) || isReviewPolicy(c);

const appHttp = createHttpClient();
const readAppTagTree = () => readTagTree(appHttp);

type TagOption = Pick<TreeTag, 'TId' | 'TName' | 'TPath'>;

interface ClaimsEditorProps {
  form: ClaimsForm;
  onChange: (form: ClaimsForm) => void;
  disabled: boolean;
  /** The id of the text saying why it is disabled. */
  describedBy?: string;
}

export function ClaimsEditor({ form, onChange, disabled, describedBy }: ClaimsEditorProps) {
  const text = useText();
  const tree = useTagTree(readAppTagTree);
  const options: TagOption[] = useMemo(
    () => (tree.data ?? []).filter((t) => t.TId !== undefined).sort((a, b) => a.TId! - b.TId!),
    [tree.data],
  );
  const chosen = form.tagIds.map(
    (id) =>
      options.find((o) => o.TId === id) ?? { TId: id, TName: text('access.claims.hiddenTag', { id }), TPath: null },
  );
  const aria = describedBy ? { 'aria-describedby': describedBy } : {};
  const roleOnlyChosen = chosen.filter((t) => isRoleOnlyTool(t.TPath));
  return (
    <Stack spacing={2}>
      <Autocomplete<TagOption, true>
        multiple
        filterSelectedOptions
        disabled={disabled}
        options={options}
        noOptionsText={pickerEmptyText(options.length > 0 && chosen.length >= options.length)}
        value={chosen}
        loading={tree.isPending}
        isOptionEqualToValue={(a, b) => a.TId === b.TId}
        getOptionDisabled={(t) => isRoleOnlyTool(t.TPath)}
        getOptionLabel={(t) => `${t.TName} (${t.TId})`}
        renderOption={(props, t) => (
          <li {...props} key={t.TId}>
            <Box>
              {t.TName} ({t.TId})
              {t.TPath && (
                <Typography variant="caption" component="span" color="text.secondary" sx={{ ml: 1 }}>
                  {t.TPath}
                </Typography>
              )}
              {isRoleOnlyTool(t.TPath) && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {text('access.claims.roleOnly', { name: t.TName })}
                </Typography>
              )}
            </Box>
          </li>
        )}
        onChange={(_, next) => onChange({ ...form, tagIds: next.map((t) => t.TId!) })}
        renderValue={(value, getItemProps) =>
          value.map((t, index) => <Chip {...getItemProps({ index })} key={t.TId} label={`${t.TName} (${t.TId})`} />)
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={text('access.claims.tags')}
            helperText={text('access.claims.tagsHelp')}
            inputProps={{ ...params.inputProps, ...aria }}
          />
        )}
      />
      {lacksDashboardTag(form) && (
        <Alert
          severity="warning"
          action={
            !disabled && (
              <Button
                color="inherit"
                size="small"
                onClick={() => onChange({ ...form, tagIds: [...form.tagIds, DASHBOARD_TAG_ID] })}
              >
                {text('access.claims.addDashboardTag', { id: DASHBOARD_TAG_ID })}
              </Button>
            )
          }
        >
          {text('access.claims.dashboardWarning', { id: DASHBOARD_TAG_ID })}
        </Alert>
      )}
      {roleOnlyChosen.length > 0 && (
        <Alert severity="warning">
          {text('access.claims.roleOnlyGranted', {
            names: roleOnlyChosen.map((t) => `${t.TName} (${t.TId})`).join(', '),
          })}
        </Alert>
      )}
      <ContentClaims form={form} onChange={onChange} disabled={disabled} />
      {/* The second-factor and review policies are claims too, shown as switches of their own. */}
      {form.others.some((c) => !hasSwitch(c)) && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {text('access.claims.others')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {form.others
              .filter((c) => !hasSwitch(c))
              .map((c) => (
                <li key={`${c.ClaimType}:${c.ClaimValue}`}>
                  {c.ClaimType}: {c.ClaimValue}
                </li>
              ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

function ContentClaims({ form, onChange, disabled }: Omit<ClaimsEditorProps, 'describedBy'>) {
  const api = useSiteApi();
  const text = useText();
  const ids = form.contentIds;
  const titles = useQuery({
    queryKey: queryKeys.contentTitles(ids),
    queryFn: () =>
      api.get<{ CId: number; CTitle: string }[]>(
        dbListUrl('Content', { filters: ids.map((id) => [term('CId', '==', id)]), fields: ['CId', 'CTitle'] }),
      ),
    enabled: ids.length > 0,
    ...SCREEN_READ,
  });
  const title = (id: number) => titles.data?.find((c) => c.CId === id)?.CTitle;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {text('access.claims.content')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {ids.length === 0 && <Typography variant="body2">{text('access.claims.noContent')}</Typography>}
        {ids.map((id) => (
          <Chip
            key={id}
            label={`${title(id) ?? text('access.claims.untitled')} (${id})`}
            onDelete={disabled ? undefined : () => onChange({ ...form, contentIds: ids.filter((c) => c !== id) })}
          />
        ))}
      </Box>
      {!disabled && (
        <PagePicker
          label={text('access.claims.addContent')}
          value={null}
          onChange={(page) => page && !ids.includes(page.CId) && onChange({ ...form, contentIds: [...ids, page.CId] })}
        />
      )}
    </Box>
  );
}
