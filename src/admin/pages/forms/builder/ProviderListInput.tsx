// The form's list, chosen from the lists the provider answers (the Email
// Marketing screen's ListPicker), once a provider is picked; the plain id
// input before that. "None" keeps the provider's default list.
// The provider is asked for its lists only once its saved settings say it can
// be (an API base URL and a key with a value): asking without a key only
// brings back a refusal (409) that the browser logs as an error, so the
// picker says in staff words what is missing instead.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SCREEN_READ } from '../../../api/read-options.js';
import { createHttpClient } from '../../../providers/http-client.js';
import { ListPicker } from '../../email-marketing/ListPicker.js';
import { marketingKeys, readSettings } from '../../email-marketing/email-marketing-api.js';
import { ListIdText, type ListInputProps } from './EmailMarketingPanel.js';
import { useText } from '../../../i18n/use-text.js';
import formTexts from '../../../i18n/messages/forms/en.js';

/** The English text, for the tests that look for it. */
export const NO_KEY_TEXT = formTexts.marketing.noKey;

export function ProviderListInput(props: ListInputProps) {
  const http = useMemo(() => createHttpClient(), []);
  const text = useText();
  const settings = useQuery({
    queryKey: marketingKeys.settings(),
    queryFn: () => readSettings(http),
    enabled: !!props.providerCId,
    ...SCREEN_READ,
  });
  if (!props.providerCId) return <ListIdText {...props} />;
  // Settings out of this user's reach: the plain id input, as before a provider is picked.
  if (settings.isError) return <ListIdText {...props} />;
  const provider = settings.data?.providers.find((p) => p.cId === props.providerCId);
  const ready = !!provider && provider.keySet && !!provider.apiBaseUrl;
  return (
    <ListPicker
      providerCId={props.providerCId}
      value={props.value}
      onChange={props.onChange}
      label={text('forms.marketing.list')}
      ready={ready}
      notReadyText={text(settings.data ? 'forms.marketing.noKey' : 'forms.marketing.readingSettings')}
    />
  );
}
