// The 'Feature Coming Soon' info notice, with the spec's text (spec §1).
import { useText } from '../i18n/use-text.js';

export function FeatureComingSoon() {
  const text = useText();
  return (
    <section role="status" aria-label={text('shell.comingSoon.title')}>
      <strong>{text('shell.comingSoon.title')}</strong>
      <p>{text('shell.comingSoon.text')}</p>
    </section>
  );
}
