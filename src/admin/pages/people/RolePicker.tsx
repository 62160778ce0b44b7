// A user's roles as checkboxes. A role the signed-in user may not hand out
// (src/shared/people/account-rules.ts roleRefusal: the MoJoAdmin role is for
// MoJoAdmins) is greyed out with the reason; so is the whole group when the
// account's roles may not change at all (accountRefusal 'roles').
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import type { Refusal } from '../../../shared/people/account-rules.js';
import { RuleReason } from './RuleReason.js';
import { useText } from '../../i18n/use-text.js';

interface RolePickerProps {
  roles: { Id: string; Name: string }[];
  value: string[];
  onChange: (next: string[]) => void;
  /** Why no role may change (the account-level rule). */
  refusal?: Refusal;
  /** Why this one role may not be granted or removed. */
  roleRefusal: (name: string) => Refusal | undefined;
}

export function RolePicker({ roles, value, onChange, refusal, roleRefusal }: RolePickerProps) {
  const text = useText();
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{text('people.form.roles')}</FormLabel>
      <FormGroup row>
        {roles.map((r) => {
          const own = refusal ?? roleRefusal(r.Name);
          const reasonId = `role-${r.Id}-reason`;
          return (
            <div key={r.Id}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={value.includes(r.Id)}
                    disabled={!!own}
                    onChange={(e) => onChange(e.target.checked ? [...value, r.Id] : value.filter((v) => v !== r.Id))}
                    slotProps={{
                      input: (own ? { 'aria-describedby': refusal ? 'roles-reason' : reasonId } : {}) as object,
                    }}
                  />
                }
                label={r.Name}
              />
              {!refusal && <RuleReason id={reasonId} refusal={own} />}
            </div>
          );
        })}
      </FormGroup>
      <RuleReason id="roles-reason" refusal={refusal} />
    </FormControl>
  );
}
