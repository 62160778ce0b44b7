// The form's list, chosen from the lists the provider answers (the Email
// Marketing screen's ListPicker), once a provider is picked; the plain id
// input before that. "None" keeps the provider's default list.
import { ListPicker } from '../../email-marketing/ListPicker.js';
import { ListIdText, type ListInputProps } from './EmailMarketingPanel.js';

export function ProviderListInput(props: ListInputProps) {
  if (!props.providerCId) return <ListIdText {...props} />;
  return <ListPicker providerCId={props.providerCId} value={props.value} onChange={props.onChange} label="List" />;
}
