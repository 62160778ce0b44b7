// @vitest-environment jsdom
// /ai-tools: usage against the daily limit for everyone with the AI tools;
// settings (the key by name only) and prompt editing for Admin; a user with
// only the AiTools tag sees the prompts read-only and no settings.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, signedToken } from '../../auth/test-helpers.js';
import { clearSession, storeToken } from '../../auth/token-storage.js';
import { createHttpClient } from '../../providers/http-client.js';
import AiToolsPage from './AiToolsPage.js';

afterEach(() => {
  cleanup();
  clearSession();
});

const SETTINGS = {
  baseUrl: 'http://127.0.0.1:8080/v1',
  model: 'llama',
  temperature: 0.3,
  maxTokens: 200,
  keyName: 'AiKey',
  timeoutSeconds: 30,
  dailyLimit: 10,
  keyPresent: true,
  keyNames: ['AiKey', 'Other'],
};
const PROMPTS = {
  prompts: [
    { id: 901, name: 'Meta Description', use: 'meta', system: 'Be brief.', user: 'About {{title}}', sortOrder: 1 },
  ],
  placeholders: [{ name: 'title', description: 'The page title.' }],
};

function renderPage() {
  const { fetch, calls } = fakeFetch({
    '/api/v1/mc/openai/usage': { body: { day: '2026-11-26', used: 3, limit: 10, remaining: 7 } },
    '/api/v1/mc/openai/prompts': { body: PROMPTS },
    '/api/v1/mc/openai/settings': (init) => ({
      body: init.method === 'PUT' ? { ...SETTINGS, ...JSON.parse(String(init.body)) } : SETTINGS,
    }),
  });
  const http = createHttpClient({ fetch });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AiToolsPage http={http} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('AI Tools screen', () => {
  it('shows usage, and lets an admin change the settings by key name', async () => {
    storeToken(await signedToken({ role: 'Admin' }));
    const calls = renderPage();
    expect(await screen.findByText(/3 of 10 AI drafts used today/)).toBeInTheDocument();
    const model = await screen.findByLabelText('Model');
    expect(model).toHaveValue('llama');
    expect(screen.getByText('The key has a value (never shown here).')).toBeInTheDocument();
    await userEvent.clear(model);
    await userEvent.type(model, 'qwen');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved.');
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(put.body).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'qwen',
      temperature: 0.3,
      maxTokens: 200,
      keyName: 'AiKey',
      timeoutSeconds: 30,
      dailyLimit: 10,
    });
    expect(screen.getByRole('listitem', { name: 'Prompt Meta Description' })).toBeInTheDocument();
    expect(screen.getByText('{{title}}')).toBeInTheDocument();
  });

  it('shows a user with the AiTools tag no settings and the prompts read-only', async () => {
    storeToken(await signedToken({ role: 'Maintenance User', permissions: 'TId:85' }));
    const calls = renderPage();
    await screen.findByText(/3 of 10 AI drafts used today/);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Prompts' })).toHaveTextContent('Meta Description'));
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save prompt' })).toBeNull();
    expect(calls.some((c) => c.url.includes('/settings'))).toBe(false);
  });
});
