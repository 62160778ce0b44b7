// AI tools (issue 15 item 5) in Chromium against the real product: the AI
// settings point at an OpenAI-compatible fake on 127.0.0.1 (let through by
// FETCH_ALLOW for this run); in the page editor a meta description is
// drafted, streams in, is accepted into the field and published, and the
// page's version history marks that version 'AI-drafted'. axe-core on the
// dialog, the editor and /ai-tools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiFake, type OpenAiFake } from '../support/openai-fake.js';
import { e2eSuite, expectAccessible } from './support/browser.js';

const MINUTE = 60_000;
const HOME_PAGE = 500;
const DRAFT = 'Cedar & Stone designs bridges, schools and hospitals built to last.';
const suite = e2eSuite({ FETCH_ALLOW: '127.0.0.1' });
let fake: OpenAiFake;

beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(async () => fake?.close());

describe('AI tools', () => {
  it(
    'drafts a meta description in the editor from an OpenAI-compatible server, accepts it, publishes, and marks the version AI-drafted',
    async () => {
      const settings = await fetch(`${suite.e2e.server.baseUrl}/api/v1/mc/openai/settings`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${suite.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          baseUrl: fake.baseUrl,
          model: 'local-model',
          temperature: 0.3,
          maxTokens: 200,
          keyName: '',
          timeoutSeconds: 20,
          dailyLimit: 20,
        }),
      });
      expect(settings.status).toBe(200);
      fake.answer = {
        kind: 'text',
        pieces: ['Cedar & Stone designs ', 'bridges, schools and hospitals ', 'built to last.'],
      };

      const page = await suite.signedInPage(`/edit?cId=${HOME_PAGE}`);
      await page.getByRole('list', { name: 'Blocks' }).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Draft with AI: page description' }).click();
      const dialog = page.getByRole('dialog', { name: 'Draft with AI: Meta description' });
      await dialog.getByRole('button', { name: 'Generate' }).click();
      await expect.poll(() => dialog.getByRole('status', { name: 'AI draft' }).textContent()).toBe(DRAFT);
      await expectAccessible(page, 'editor (AI draft dialog)');
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => page.getByLabel('Meta description').inputValue()).toBe(DRAFT);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0].body.messages?.at(-1)?.content).toContain('Page title:');

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Published.').waitFor();
      const newest = page.getByRole('list', { name: 'Versions' }).getByRole('listitem').first();
      await newest.getByText('AI-drafted').waitFor();
      await expectAccessible(page, 'editor (AI-drafted version)');

      await page.goto(`${suite.e2e.adminUrl}/ai-tools`);
      await page.getByText('1 of 20 AI drafts used today', { exact: false }).waitFor();
      await page.getByRole('heading', { name: 'Prompts' }).waitFor();
      await expectAccessible(page, '/ai-tools');
      await page.close();
    },
    3 * MINUTE,
  );
});
