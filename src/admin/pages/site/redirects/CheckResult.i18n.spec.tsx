// @vitest-environment jsdom
// The redirect checker's verdict in Spanish and German (issue 29 item 1):
// the sentence, its plural of "redirect" and the list names come from the
// message files in the chosen language.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n/provider.js';
import { CheckResult, type RedirectCheck } from './CheckResult.js';

afterEach(cleanup);

const hop = (RId: number, RFrom: string, RTo: string) => ({ RId, RFrom, RTo, RType: '301' });
const CHAIN = {
  url: '/a',
  outcome: 'ok',
  external: false,
  final: '/c',
  hops: [hop(1, '/a', '/b'), hop(2, '/b', '/c')],
} as RedirectCheck;

describe('redirect check result in other languages', () => {
  it('says a chain works and how to shorten it, in Spanish', () => {
    render(
      <I18nContextProvider value={createI18nProvider('es')}>
        <CheckResult check={CHAIN} />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('region', { name: 'Resultado de la comprobación' })).toHaveTextContent(
      'Cadena de redirecciones: Tras 2 redirecciones, el visitante llega a /c. Haga que la primera redirección apunte directamente al final para ahorrar los saltos de más.',
    );
    expect(screen.getByRole('list', { name: 'Saltos de redirección' })).toBeInTheDocument();
  });

  it('uses the singular for one hop, in German', () => {
    render(
      <I18nContextProvider value={createI18nProvider('de')}>
        <CheckResult check={{ ...CHAIN, final: '/b', hops: [hop(1, '/a', '/b')] } as RedirectCheck} />
      </I18nContextProvider>,
    );
    expect(screen.getByText(/Nach 1 Weiterleitung erreicht der Besucher \/b\./)).toBeInTheDocument();
    expect(screen.getByText('Weiterleitung funktioniert')).toBeInTheDocument();
  });
});
