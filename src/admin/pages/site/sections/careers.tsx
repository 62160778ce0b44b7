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
import { ScreenFrame } from '../shared/ScreenStates.js';
import { careerColumns } from './section-columns.js';
import { ContentRecordScreen } from './ContentRecordEdit.js';
import { SectionList } from './SectionList.js';
import { sectionKind, type SectionKind } from './section-record.js';
import { CONTENT_KINDS } from '../../../../shared/content-kinds.js';

/** The product's one address rule (decision 0102), not react-admin's own pattern; empty is allowed. */
const applyEmail = (value: unknown) => (typeof value === 'string' && value.trim() && !isEmailAddress(value.trim()) ? 'Enter an e-mail address' : undefined);

export const CAREERS_TAG = CONTENT_KINDS.career.linkedTo;
export const CUSTOM_PAGE = CONTENT_KINDS.career.CtId;
/** An opening is a Custom_Page linked to the Careers tag: the rows the Careers List shows, and the only ones its edit screen opens. */
export const CAREER_KIND: SectionKind = sectionKind('career', '/custom/careers', 'Careers List');
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary'].map((t) => ({ id: t, name: t }));

export function CareersListPage() {
  const add = (
    <Button component={RouterLink} to={`/edit/add?tag=${CAREERS_TAG}`} variant="contained">
      Add Job Opening
    </Button>
  );
  return (
    <ScreenFrame title={CAREER_KIND.listTitle} actions={add}>
      <SectionList title={CAREER_KIND.listTitle} linkedTo={CAREERS_TAG} filter={{ CtId: CUSTOM_PAGE }} editPath={(r) => `/custom/careers/${r.CId}`} preview>
        {careerColumns}
      </SectionList>
    </ScreenFrame>
  );
}

export function CareerEditPage() {
  return (
    <ContentRecordScreen kind={CAREER_KIND}>
      <TextInput source="CTitle" label="Job title" validate={required()} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput source="CMetaData.Department" label="Department" />
        <TextInput source="CMetaData.Location" label="Location" />
        <SelectInput source="CMetaData.EmploymentType" label="Employment type" choices={EMPLOYMENT_TYPES} />
      </Box>
      <SpecDateInput source="CMetaData.Posted" label="Posted" />
      <TextInput source="CMetaData.ApplyEmail" label="Applications to (e-mail)" validate={applyEmail} />
      <BooleanInput source="CMetaData.Open" label="Open for applications" />
    </ContentRecordScreen>
  );
}
