// Careers (spec §2 /custom/careers, Careers List and Edit). A career record
// is a job opening: a Custom_Page (content type 6) linked to the Careers tag
// (214), its public page under /careers/{slug}, its facts in CMetaData
// (Department, Location, EmploymentType, Posted, ApplyEmail, Open), as the
// seed writes them (src/server/seed/demo-content.ts). New openings are added
// with the dashboard's 'Add Job Opening' (/edit/add?tag=214). The list reads
// the openings through GET /api/v1/mc/sections/214/content (linked-content.tsx),
// so it pages and searches however many there are.
import { Box, Button } from '@mui/material';
import { BooleanInput, required, SelectInput, TextInput } from 'react-admin';
import { isEmailAddress } from '../../../../shared/email-address.js';
import { Link as RouterLink } from 'react-router-dom';
import { SpecDateInput } from '../../../resource-kit/SpecDateInput.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { careerColumns } from './section-columns.js';
import { ContentRecordScreen } from './ContentRecordEdit.js';
import { SectionList } from './SectionList.js';
import { sectionKind, type SectionKind } from './section-record.js';
import { useMemo } from 'react';
import { useText } from '../../../i18n/use-text.js';
import { CONTENT_KINDS } from '../../../../shared/content-kinds.js';

/** The product's one address rule (decision 0102), not react-admin's own pattern; empty is allowed. */
const applyEmailCheck = (text: (key: string) => string) => (value: unknown) =>
  typeof value === 'string' && value.trim() && !isEmailAddress(value.trim())
    ? text('site-sections.careers.emailBad')
    : undefined;

export const CAREERS_TAG = CONTENT_KINDS.career.linkedTo;
export const CUSTOM_PAGE = CONTENT_KINDS.career.CtId;
/** An opening is a Custom_Page linked to the Careers tag: the rows the Careers List shows, and the only ones its edit screen opens. */
export const CAREER_KIND: SectionKind = sectionKind('career', '/custom/careers', 'site-sections.careers.title');
/** The stored values (CMetaData.EmploymentType, as the seed writes them) and the message key each is shown with. */
export const EMPLOYMENT_TYPES = [
  { id: 'Full-time', words: 'fullTime' },
  { id: 'Part-time', words: 'partTime' },
  { id: 'Contract', words: 'contract' },
  { id: 'Internship', words: 'internship' },
  { id: 'Temporary', words: 'temporary' },
] as const;

export function CareersListPage() {
  const text = useText();
  const add = (
    <Button component={RouterLink} to={`/edit/add?tag=${CAREERS_TAG}`} variant="contained">
      {text('site-sections.careers.add')}
    </Button>
  );
  return (
    <ScreenFrame title={text(CAREER_KIND.listTitle)} actions={add}>
      <SectionList
        title={text(CAREER_KIND.listTitle)}
        linkedTo={CAREERS_TAG}
        filter={{ CtId: CUSTOM_PAGE }}
        editPath={(r) => `/custom/careers/${r.CId}`}
        preview
      >
        {careerColumns(text)}
      </SectionList>
    </ScreenFrame>
  );
}

export function CareerEditPage() {
  const text = useText();
  const applyEmail = useMemo(() => applyEmailCheck(text), [text]);
  const types = EMPLOYMENT_TYPES.map(({ id, words }) => ({ id, name: text(`site-sections.careers.types.${words}`) }));
  return (
    <ContentRecordScreen kind={CAREER_KIND} title={text('site-sections.careers.editTitle')}>
      <TextInput source="CTitle" label={text('site-sections.careers.jobTitle')} validate={required()} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="CMetaData.Department" label={text('site-sections.careers.department')} />
        <TextInput source="CMetaData.Location" label={text('site-sections.careers.location')} />
        <SelectInput
          source="CMetaData.EmploymentType"
          label={text('site-sections.careers.employmentType')}
          choices={types}
        />
      </Box>
      <SpecDateInput source="CMetaData.Posted" label={text('site-sections.careers.posted')} />
      <TextInput source="CMetaData.ApplyEmail" label={text('site-sections.careers.applyEmail')} validate={applyEmail} />
      <BooleanInput source="CMetaData.Open" label={text('site-sections.careers.open')} />
    </ContentRecordScreen>
  );
}
