// The fields of an account, shared by the invitation and the account's page:
// name, user name, e-mail, roles and permissions (a tag tree for the TId
// claims, with the dashboard warnings, and a content picker for the CId
// claims). Each part the signed-in user may not change is greyed out with
// the shared rule's reason; a field the server refused shows its message.
import { Box, Stack, TextField, Typography } from '@mui/material';
import type { Refusal } from '../../../shared/people/account-rules.js';
import type { TreeTag } from '../../api/tag-tree.js';
import { ContentPicker, type PickedContent } from './ContentPicker.js';
import { RolePicker } from './RolePicker.js';
import { RuleReason } from './RuleReason.js';
import { ReachWarnings } from './tags/ReachWarnings.js';
import { TagTreePicker } from './tags/TagTreePicker.js';
import { usesRoleOnlyTools } from '../../../shared/role-only-tools.js';
import { useText } from '../../i18n/use-text.js';

export interface UserFormValue {
  DisplayName: string;
  UserName: string;
  Email: string;
  roleIds: string[];
  tagIds: number[];
  contents: PickedContent[];
}

interface FormRefusals {
  name?: Refusal;
  userName?: Refusal;
  email?: Refusal;
  roles?: Refusal;
  permissions?: Refusal;
}

interface UserFormProps {
  value: UserFormValue;
  onChange: (patch: Partial<UserFormValue>) => void;
  roles: { Id: string; Name: string }[];
  tags: readonly TreeTag[];
  refusals: FormRefusals;
  roleRefusal: (name: string) => Refusal | undefined;
  /** The server's field messages (a 409 or 422 naming a field). */
  fieldErrors?: Record<string, string>;
  /** A MoJoAdmin reaches every tool whatever the tags: no dashboard warnings then. */
  reachesEverything?: boolean;
  who?: string;
}

function ProfileField({
  label,
  field,
  value,
  onChange,
  refusal,
  error,
  type,
  autoComplete,
}: {
  label: string;
  field: string;
  value: string;
  onChange: (v: string) => void;
  refusal?: Refusal;
  error?: string;
  type?: string;
  autoComplete?: string;
}) {
  const reasonId = `${field}-reason`;
  return (
    <Box>
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={!!refusal}
        required
        fullWidth
        type={type}
        autoComplete={autoComplete}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: (refusal ? { 'aria-describedby': reasonId } : {}) as object }}
      />
      <RuleReason id={reasonId} refusal={refusal} />
    </Box>
  );
}

export function UserForm({
  value,
  onChange,
  roles,
  tags,
  refusals,
  roleRefusal,
  fieldErrors = {},
  reachesEverything,
  who,
}: UserFormProps) {
  const text = useText();
  return (
    <Stack spacing={3}>
      <Stack component="section" aria-labelledby="profile-heading" spacing={2} sx={{ maxWidth: 560 }}>
        <Typography id="profile-heading" variant="h6" component="h2">
          {text('people.form.profile')}
        </Typography>
        <ProfileField
          label={text('people.form.name')}
          field="DisplayName"
          value={value.DisplayName}
          onChange={(DisplayName) => onChange({ DisplayName })}
          refusal={refusals.name}
          error={fieldErrors.DisplayName}
          autoComplete="off"
        />
        <ProfileField
          label={text('people.form.userName')}
          field="UserName"
          value={value.UserName}
          onChange={(UserName) => onChange({ UserName })}
          refusal={refusals.userName}
          error={fieldErrors.UserName}
          autoComplete="off"
        />
        <ProfileField
          label={text('people.form.email')}
          field="Email"
          type="email"
          value={value.Email}
          onChange={(Email) => onChange({ Email })}
          refusal={refusals.email}
          error={fieldErrors.Email}
          autoComplete="off"
        />
      </Stack>
      <Box component="section" aria-label={text('people.form.roles')}>
        <RolePicker
          roles={roles}
          value={value.roleIds}
          onChange={(roleIds) => onChange({ roleIds })}
          refusal={refusals.roles}
          roleRefusal={roleRefusal}
        />
        {fieldErrors.roleIds && <Typography color="error">{fieldErrors.roleIds}</Typography>}
      </Box>
      <Box component="section" aria-labelledby="permissions-heading">
        <Typography id="permissions-heading" variant="h6" component="h2">
          {text('people.form.permissions')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {text('people.form.permissionsHelp')}
        </Typography>
        <RuleReason id="permissions-reason" refusal={refusals.permissions} />
        <TagTreePicker
          tags={tags}
          value={value.tagIds}
          onChange={(tagIds) => onChange({ tagIds })}
          disabled={!!refusals.permissions}
          describedBy={refusals.permissions ? 'permissions-reason' : undefined}
          roleOnlyUsable={usesRoleOnlyTools(roles.filter((r) => value.roleIds.includes(r.Id)).map((r) => r.Name))}
        />
        {fieldErrors.tagIds && <Typography color="error">{fieldErrors.tagIds}</Typography>}
        {!reachesEverything && (
          <ReachWarnings
            tags={tags}
            value={value.tagIds}
            onChange={(tagIds) => onChange({ tagIds })}
            disabled={!!refusals.permissions}
            who={who}
          />
        )}
        <Box sx={{ mt: 2, maxWidth: 720 }}>
          <ContentPicker
            value={value.contents}
            onChange={(contents) => onChange({ contents })}
            disabled={!!refusals.permissions}
            describedBy={refusals.permissions ? 'permissions-reason' : undefined}
          />
          {fieldErrors.contentIds && <Typography color="error">{fieldErrors.contentIds}</Typography>}
        </Box>
      </Box>
    </Stack>
  );
}
