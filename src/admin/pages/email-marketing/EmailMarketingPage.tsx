// /email-marketing (issue 15 item 3; docs/email-marketing.md): one settings
// panel per provider record (9, 24, 25, 26).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { FORM_READ } from '../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import { marketingKeys, readSettings } from './email-marketing-api.js';
import { ProviderPanel } from './ProviderPanel.js';
import { useText } from '../../i18n/use-text.js';

export function EmailMarketingPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const read = useQuery({ queryKey: marketingKeys.settings(), queryFn: () => readSettings(http), ...FORM_READ });
  return (
    <ScreenFrame title={text('email-marketing.page.title')} intro={text('email-marketing.page.intro')}>
      {read.error ? (
        <ErrorNotice message={errorText(read.error)} />
      ) : !read.data ? (
        <Loading />
      ) : (
        read.data.providers.map((p) => (
          <ProviderPanel
            key={p.cId}
            settings={p}
            keyNames={read.data.keyNames}
            mayChangeConnection={read.data.mayChangeConnection}
            http={http}
          />
        ))
      )}
    </ScreenFrame>
  );
}

export default EmailMarketingPage;
