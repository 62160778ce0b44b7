// The generator's flags for changes that are not additive.
import { describe, expect, it } from 'vitest';
import { migrationOptions } from './cli-options.js';

describe('migrationOptions', () => {
  it('collects each flag, repeated, as --flag value or --flag=value, and leaves the others alone', () => {
    expect(
      migrationOptions([
        '--check',
        '--rename',
        'A.X=Y',
        '--rename=B=C',
        '--allow-drop',
        'A.Z',
        '--allow-type-change=A.Q',
        '--allow-null',
        'A.N',
      ]),
    ).toEqual({
      renames: ['A.X=Y', 'B=C'],
      allowDrop: ['A.Z'],
      allowTypeChange: ['A.Q'],
      allowNull: ['A.N'],
    });
  });
  it('refuses a flag without its value', () => {
    expect(() => migrationOptions(['--allow-drop'])).toThrow(/--allow-drop needs a value/);
    expect(() => migrationOptions(['--rename', '--allow-drop', 'A'])).toThrow(
      /--rename needs a value \(e\.g\. --rename Entity\.Old=New\)/,
    );
  });
});
