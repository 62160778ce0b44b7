// Banners (/banners, /banners/{CId}): content of type Banners (65), a
// promotional strip shown across the site for a period. Its text is
// CIntroText, its image CIntroPhoto, its link CIntroLink; CMetaData holds
// Enabled, Start, End and Placement.
import { BooleanInput, SelectInput, TextInput, required } from 'react-admin';
import { SpecDateInput } from '../../../resource-kit/SpecDateInput.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { ContentRecordScreen, CREATE_SEGMENT } from './ContentRecordEdit.js';
import { AddRecordLink } from './AddRecordLink.js';
import { SectionList } from './SectionList.js';
import { sectionKind, type SectionKind } from './section-record.js';
import { useText } from '../../../i18n/use-text.js';

export const BANNER_KIND: SectionKind = sectionKind('banner', '/banners', 'site-sections.banners.title');
export const BANNERS = BANNER_KIND.CtId;
// A new banner starts hidden, so it never shows on the site before it is ready.
const NEW_BANNER = { CMetaData: { Enabled: false, Placement: 'top' } };
/** Where a banner shows (CMetaData.Placement); each name is site-sections.banners.placements.<id>. */
const PLACEMENTS = ['top', 'bottom', 'home'] as const;

export function BannersListPage() {
  const text = useText();
  const add = <AddRecordLink to={`/banners/${CREATE_SEGMENT}`}>{text('site-sections.banners.add')}</AddRecordLink>;
  return (
    <ScreenFrame title={text(BANNER_KIND.listTitle)} actions={add}>
      <SectionList
        title={text(BANNER_KIND.listTitle)}
        filter={{ CtId: BANNERS }}
        editPath={(r) => `/banners/${r.CId}`}
      />
    </ScreenFrame>
  );
}

export function BannerEditPage() {
  const text = useText();
  const placements = PLACEMENTS.map((id) => ({ id, name: text(`site-sections.banners.placements.${id}`) }));
  return (
    <ContentRecordScreen
      kind={BANNER_KIND}
      bodyLink={false}
      newRecord={NEW_BANNER}
      title={text('site-sections.banners.editTitle')}
    >
      <TextInput source="CTitle" label={text('site-sections.banners.name')} validate={required()} fullWidth />
      <TextInput source="CIntroText" label={text('site-sections.banners.text')} multiline minRows={2} fullWidth />
      <TextInput source="CIntroPhoto" label={text('site-sections.banners.image')} fullWidth />
      <TextInput source="CIntroLink" label={text('site-sections.banners.link')} fullWidth />
      <SelectInput source="CMetaData.Placement" label={text('site-sections.banners.placement')} choices={placements} />
      <BooleanInput source="CMetaData.Enabled" label={text('site-sections.banners.shown')} />
      <SpecDateInput source="CMetaData.Start" label={text('site-sections.banners.from')} />
      <SpecDateInput source="CMetaData.End" label={text('site-sections.banners.until')} />
    </ContentRecordScreen>
  );
}
