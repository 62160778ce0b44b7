// @vitest-environment jsdom
// Server refusals in the user's language (issue 41 item 2; docs/decisions/0117): a French user meets "A redirect
// cannot lead to itself." in French, whether the Redirects dialog finds it first (the shared rule) or the server
// answers it (a coded 422 worded by the HTTP client, the one place every screen's error comes through); a code the
// admin does not know shows the server's English. The codes of decision 0120 (settings, tokens, the AI provider…) too,
// a `label` param worded as the field's name.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, HttpError, memoryStore } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/provider.js';
import { createHttpClient } from '../providers/http-client.js';
import { createDataProvider } from '../providers/data-provider.js';
import { RedirectDialog } from '../pages/site/redirects/RedirectDialog.js';
import { errorMessage } from '../../shared/api/error-codes.js';
import { serverErrorText } from './server-messages.js';

afterEach(cleanup);

const french = createI18nProvider('fr');
beforeAll(async () => french.changeLocale('fr')); // as the app: the chosen language marks <html lang>
afterAll(() => {
  document.documentElement.lang = 'en';
});

const answering = (status: number, body: unknown) =>
  (async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

const loop = {
  message: errorMessage('redirect.loop', { chain: '/b → /a → /b' }),
  field: 'RTo',
  code: 'redirect.loop',
  params: { chain: '/b → /a → /b' },
};

function dialogIn(fetch: typeof globalThis.fetch) {
  const http = createHttpClient({ fetch, getToken: () => 'tok' });
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={createDataProvider('/api/v1/db', http)}
        i18nProvider={french}
        store={memoryStore({ locale: 'fr' })}
      >
        <RedirectDialog RType="301" onClose={() => undefined} />
      </AdminContext>
    </MemoryRouter>,
  );
}

async function save(from: string, to: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'De' }), from);
  await user.type(screen.getByRole('textbox', { name: 'Vers' }), to);
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
}

describe('server refusals in French', () => {
  it('"A redirect cannot lead to itself." from the Redirects dialog', async () => {
    dialogIn(answering(201, {}));
    await save('/same', '/same');
    expect(await screen.findByRole('alert')).toHaveTextContent('Une redirection ne peut pas mener à elle-même.');
    expect(screen.queryByText('A redirect cannot lead to itself.')).toBeNull();
  });

  it("the server's coded loop, worded by the HTTP client", async () => {
    dialogIn(answering(422, { errors: [loop], status: 422 }));
    await save('/b', '/a');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette redirection créerait une boucle : /b → /a → /b.');
  });

  it('the rejection carries the worded message and field error; an unknown code keeps the English message', async () => {
    const selfRefusal = {
      message: 'A redirect cannot lead to itself.',
      field: 'RTo',
      code: 'redirect.self',
      params: {},
    };
    const error = (await createHttpClient({ fetch: answering(422, { errors: [selfRefusal], status: 422 }) })(
      '/x',
    ).catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('Une redirection ne peut pas mener à elle-même.');
    expect((error.body as { errors: Record<string, string> }).errors.RTo).toBe(
      'Une redirection ne peut pas mener à elle-même.',
    );
    expect((error.body as { response: unknown }).response).toEqual({ errors: [selfRefusal], status: 422 });
    const unknown = (await createHttpClient({
      fetch: answering(409, { errors: [{ message: 'Something new', code: 'future.rule', params: {} }], status: 409 }),
    })('/x').catch((e: unknown) => e)) as HttpError;
    expect(unknown.message).toBe('Something new');
  });

  it("General Settings' robots.txt line, through the HTTP client, in French", async () => {
    const params = { at: 2 };
    const robots = {
      message: errorMessage('settings.robots.disallowOutsideGroup', params),
      field: 'text',
      code: 'settings.robots.disallowOutsideGroup',
      params,
    };
    const error = (await createHttpClient({ fetch: answering(422, { errors: [robots], status: 422 }) })('/x').catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error.message).toBe('Ligne 2 : Disallow doit suivre une ligne User-agent');
    expect((error.body as { errors: Record<string, string> }).errors.text).toBe(
      'Ligne 2 : Disallow doit suivre une ligne User-agent',
    );
  });

  it('a rule naming its field by a label key, a plural, and an AI refusal, in French', () => {
    const fr = french.translate;
    expect(
      serverErrorText(
        {
          message: 'The title suffix must be one line of text, without line breaks',
          code: 'settings.oneLine',
          params: { label: 'titleSuffix' },
        },
        fr,
      ),
    ).toBe('Le suffixe de titre doit tenir sur une seule ligne, sans saut de ligne');
    const uses = '"Home" (content 1, CCopy); "About" (content 2, CCopy)';
    expect(
      serverErrorText({ code: 'token.deleteInUse', params: { token: '{{ Phone }}', smart_count: 2, uses } }, fr),
    ).toBe(`Le jeton {{ Phone }} est utilisé à 2 endroits : ${uses}. Retirez-le d’abord de ces endroits.`);
    expect(serverErrorText({ code: 'ai.dailyUsed', params: { limit: 20 } }, fr)).toBe(
      'Vous avez utilisé vos 20 brouillons IA du jour (UTC) : la limite se réinitialise à minuit UTC',
    );
    expect(serverErrorText({ code: 'people.invitationOnly', params: {} }, fr)).toMatch(
      /^Les comptes se créent sur invitation : invitez les personnes depuis Gestion des utilisateurs/,
    );
  });
});
