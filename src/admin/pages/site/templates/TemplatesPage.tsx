// /templates (spec §2): the layouts content is rendered with, under the
// tool's own heading (issue 25 item 3). The ids are fixed and seeded (the
// page types share 1–7, spec §3), so there is no Add; a row opens the
// template's own form inside the tool (?TemplateId=), never the Data
// browser's raw Template screens. The Liquid source is edited in Template
// Files.
import { ResourceContextProvider, type Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { EntityColumn, EntityList } from '../../../resource-kit/EntityList.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { TemplateNotFound, TemplateScreen, TEMPLATES_PATH } from './TemplateForm.js';
import { useText } from '../../../i18n/use-text.js';

const templates = SCHEMA.Template;
const showTemplate = (id: Identifier) => `${TEMPLATES_PATH}?TemplateId=${encodeURIComponent(String(id))}`;

export function TemplatesPage() {
  const [params] = useSearchParams();
  const text = useText();
  const id = params.get('TemplateId');
  if (id !== null) return /^\d+$/.test(id) ? <TemplateScreen templateId={Number(id)} /> : <TemplateNotFound id={id} />;
  return (
    <ScreenFrame title={text('site.templates.title')} intro={text('site.templates.intro')}>
      <ResourceContextProvider value="Template">
        <EntityList entity={templates} title={text('site.templates.title')} create={false} rowClick={showTemplate}>
          <EntityColumn entity={templates} name="TemplateId" />
          <EntityColumn entity={templates} name="TName" />
          <EntityColumn entity={templates} name="CtId" />
          <EntityColumn entity={templates} name="TPath" />
          <EntityColumn entity={templates} name="TVisible" />
          <EntityColumn entity={templates} name="TLastModified" />
        </EntityList>
      </ResourceContextProvider>
    </ScreenFrame>
  );
}
