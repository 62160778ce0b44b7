// The pickers' localization at the app's root: @mui/x-date-pickers over
// date-fns v4 in en-US (the spec's MM/dd/yyyy display and en-US numbers).
// Every SpecDatePicker and SpecYearPicker reads its adapter from here.
import type { ReactNode } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS } from 'date-fns/locale/en-US';

export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
      {children}
    </LocalizationProvider>
  );
}
