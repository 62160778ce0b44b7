// The pickers' localization: @mui/x-date-pickers over date-fns v4. The display
// format is the language's one date format (SpecDatePicker sets it from
// use-dates.ts: MM/dd/yyyy in English, dd/MM/yyyy, dd.MM.yyyy), so the field's
// placeholder and the helper text agree (issue 41 item 2); the calendar's month and weekday names, its first day of the week
// and the pickers' own words follow the language (issue 29 item 1;
// docs/decisions/0103). English is en-US as before. Each picker
// (SpecDatePicker, SpecYearPicker, SpecDateTimePicker) draws its own, in the
// language chosen inside <Admin>, rather than one at the app's root: date-fns
// and its locales then load with the first screen that shows a picker, not
// with every screen (issue 41, docs/decisions/0122).
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import type { Locale as DateFnsLocale } from 'date-fns';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, esES, frFR } from '@mui/x-date-pickers/locales';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { de } from 'date-fns/locale/de';
import { es } from 'date-fns/locale/es';
import { isLocale, startingLocale, type Locale } from '../../i18n/locales.js';

const DATE_FNS: Record<Locale, DateFnsLocale> = { en: enUS, fr, de, es };
/** The pickers' own words (toolbar, "Choose date", …); English is MUI's default. */
const PICKER_TEXTS = {
  en: undefined,
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
} as const;

export function DateLocalization({ children }: { children: ReactNode }) {
  const [chosen] = useLocaleState();
  const locale: Locale = isLocale(chosen) ? chosen : startingLocale();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={DATE_FNS[locale]}
      {...(PICKER_TEXTS[locale] ? { localeText: PICKER_TEXTS[locale] } : {})}
    >
      {children}
    </LocalizationProvider>
  );
}
