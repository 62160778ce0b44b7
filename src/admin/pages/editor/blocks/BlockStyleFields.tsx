// A block's style and the design of the row it sits in (issue 16 item 6),
// chosen from what the style guide offers (GET /style-guide/offered) and
// stored in CbMetaData: `style` (the key the seed and the public site use)
// and `rowDesign`. A value the block already holds that is no longer offered
// stays selected and is named as such, so opening an older block changes
// nothing; it is not offered to other blocks.
import { useQuery } from '@tanstack/react-query';
import { MenuItem, TextField } from '@mui/material';
import type { StyleChoice } from '../../../../shared/api/style-guide.js';
import type { JsonValue } from '../../../../shared/generated/entities.generated.js';
import { SCREEN_READ } from '../../../api/read-options.js';
import { asObject } from '../model/json-fields.js';
import { useEditorApi } from '../api/EditorApiContext.js';
import { useText } from '../../../i18n/use-text.js';

const styleChoiceKey = ['style-guide', 'offered'] as const;

function Picker({
  label,
  value,
  choices,
  onChange,
  loaded,
}: {
  label: string;
  value: string;
  choices: StyleChoice[];
  onChange: (v: string) => void;
  loaded: boolean;
}) {
  const text = useText();
  const offered = choices.some((c) => c.name === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={loaded ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{text('editor-blocks.style.none')}</MenuItem>
      {loaded && value && !offered && (
        <MenuItem value={value} disabled>
          {text('editor-blocks.style.noLongerOffered', { value })}
        </MenuItem>
      )}
      {choices.map((c) => (
        <MenuItem key={c.name} value={c.name}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function BlockStyleFields({
  metaData,
  onChange,
}: {
  metaData: JsonValue | null | undefined;
  onChange: (metaData: JsonValue) => void;
}) {
  const t = useText();
  const api = useEditorApi();
  const choices = useQuery({ queryKey: styleChoiceKey, queryFn: () => api.styleChoices(), ...SCREEN_READ });
  const meta = asObject(metaData);
  const text = (v: JsonValue | undefined) => (typeof v === 'string' ? v : '');
  const set = (key: 'style' | 'rowDesign', value: string) => {
    const { [key]: _old, ...rest } = meta;
    onChange(value ? { ...rest, [key]: value } : rest);
  };
  const loaded = !!choices.data;
  return (
    <>
      <Picker
        label={t('editor-blocks.style.blockStyle')}
        value={text(meta.style)}
        choices={choices.data?.blockStyles ?? []}
        onChange={(v) => set('style', v)}
        loaded={loaded}
      />
      <Picker
        label={t('editor-blocks.style.rowDesign')}
        value={text(meta.rowDesign)}
        choices={choices.data?.rowDesigns ?? []}
        onChange={(v) => set('rowDesign', v)}
        loaded={loaded}
      />
    </>
  );
}
