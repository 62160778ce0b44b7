// The generated settings docs: every declared setting appears with its default
// and what it accepts; the README keeps its own text around the table.
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../src/server/platform/settings/schema.js';
import { emitEnvExample, README_BEGIN, README_END, withSettingsTable } from './settings-docs.js';

describe('settings docs', () => {
  it('.env.example lists every setting, commented out, secrets without a value', () => {
    const text = emitEnvExample();
    for (const name of Object.keys(SETTINGS)) expect(text, name).toMatch(new RegExp(`^# ${name}=`, 'm'));
    expect(text).not.toMatch(/^[A-Z_]+=/m); // nothing is set by copying the file
    expect(text).toContain('# Accepts a whole number from 60 to 2592000. Default: 28800.\n# TOKEN_TTL_SECONDS=28800\n');
    expect(text).toContain('# MAIL_FROM="Back office <no-reply@localhost>"\n');
    expect(text).toContain('# JWT_SECRET=\n');
    expect(text).toContain('Read only with STORAGE_DRIVER=s3.\n');
  });

  it('replaces only the block between the markers of the README', () => {
    const readme = `# Title\n\nintro\n\n${README_BEGIN}\nold table\n${README_END}\n\n## Next\n`;
    const out = withSettingsTable(readme);
    expect(out.startsWith('# Title\n\nintro\n\n<!-- settings:begin -->')).toBe(true);
    expect(out.endsWith('<!-- settings:end -->\n\n## Next\n')).toBe(true);
    expect(out).not.toContain('old table');
    expect(out).toContain(
      '| `TOKEN_TTL_SECONDS` | `28800` | a whole number from 60 to 2592000 | Lifetime of a sign-in token, in seconds. |',
    );
    expect(withSettingsTable(out)).toBe(out);
    expect(() => withSettingsTable('# no markers\n')).toThrow(/settings:begin/);
  });
});
