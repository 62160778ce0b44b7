// The import boundaries the lint enforces (eslint.config.js; issue 42 item 2), checked by linting small sources as if
// they stood at a path of the tree: a boundary that stopped failing would let arrows point the wrong way unnoticed.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The no-restricted-imports messages the lint gives `source` at `path`. */
async function refusals(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('keeps features off the seed: fixed ids come from src/shared', async () => {
    expect(
      await refusals(
        'src/server/media/probe.ts',
        "import { CT } from '../seed/data/content-types.js';\nexport const image = CT.Image;\n",
      ),
    ).toEqual([expect.stringContaining('take fixed ids from src/shared')]);
    expect(
      await refusals(
        'src/server/media/probe.ts',
        "import { CT } from '../../shared/content-types.js';\nexport const image = CT.Image;\n",
      ),
    ).toEqual([]);
  });

  it('lets the seed and the app that runs it import the seed', async () => {
    expect(
      await refusals('src/server/seed/probe.ts', "import { seed } from './index.js';\nexport const run = seed;\n"),
    ).toEqual([]);
    expect(
      await refusals('src/server/app.ts', "import { seed } from './seed/index.js';\nexport const run = seed;\n"),
    ).toEqual([]);
  });

  it('keeps the admin out of the server, the server out of the admin, and both out of src/shared', async () => {
    expect(
      await refusals('src/server/probe.ts', "import { App } from '../admin/App.js';\nexport default App;\n"),
    ).toHaveLength(1);
    expect(
      await refusals(
        'src/admin/probe.ts',
        "import { CT } from '../server/seed/data/content-types.js';\nexport default CT;\n",
      ),
    ).toHaveLength(1);
    expect(
      await refusals('src/shared/probe.ts', "import { config } from '../server/config.js';\nexport default config;\n"),
    ).toHaveLength(1);
  });
});
