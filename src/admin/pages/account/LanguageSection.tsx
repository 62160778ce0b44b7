// Your language (issue 29 item 1; docs/decisions/0103): the same choice as the
// shell's head, kept on the account so it follows you to another browser.
// Choosing shows every screen in the new language at once (react-admin
// re-renders them) and saves it; a failed save says so (language-choice.ts).
import { MenuItem, TextField, Typography } from '@mui/material';
import { isLocale, LOCALES } from '../../i18n/locales.js';
import { useText } from '../../i18n/use-text.js';
import { useLanguageChoice } from '../../layout/language/language-choice.js';
import { AccountSection } from './AccountSection.js';

export function LanguageSection() {
  const text = useText();
  const { locale, choose } = useLanguageChoice();
  return (
    <AccountSection id="language" title={text('account.language.title')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {text('account.language.intro')}
      </Typography>
      <TextField
        select
        label={text('account.language.label')}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value) && e.target.value !== locale) choose(e.target.value);
        }}
        sx={{ minWidth: 240 }}
      >
        {LOCALES.map((entry) => (
          <MenuItem key={entry.locale} value={entry.locale} lang={entry.locale}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
    </AccountSection>
  );
}
