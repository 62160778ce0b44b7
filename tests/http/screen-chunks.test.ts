// What a list loads before it shows (issue 41 item 2: cut the work a list does on opening;
// docs/decisions/0122-layout-shift-and-first-paint.md). The field registry draws both the lists'
// cells and the forms' inputs; the date input and its calendar (@mui/x-date-pickers, some 135 kB
// minified) are loaded with the first form that shows a date, so neither the Redirects list (the
// Lighthouse bench's list) nor the generic Data list carries them. Read from the build's manifest
// and source maps: a static import of the date input or the picker from anything a list loads puts
// their modules back into the list's files and fails here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminBuild } from '../e2e/support/browser.js';
import { closure, readManifest, type Manifest } from '../support/build-manifest.js';

const DATE_INPUT = 'resource-kit/SpecDateInput.tsx';
const LISTS = ['pages/site/redirects/RedirectsPage.tsx', 'generated/resources/Content/List.generated.tsx'];
const EDITOR = 'pages/editor/PageEditorScreen.tsx';
/** The modules that make the date input: the input itself and the picker's calendar. */
const DATE_MODULES =
  /(\/src\/admin\/resource-kit\/SpecDateInput\.tsx|\/@mui\/x-date-pickers\/(DateCalendar|DesktopDatePicker)\/.*)$/;

/** The date input's modules among a screen's files (each file's source map names the modules in it). */
function dateModulesIn(files: Set<string>): string[] {
  return [...files]
    .filter((file) => file.endsWith('.js') && existsSync(join('dist', `${file}.map`))) // the bundler's runtime has no map
    .flatMap((file) =>
      (JSON.parse(readFileSync(join('dist', `${file}.map`), 'utf8')) as { sources: string[] }).sources.filter(
        (source) => DATE_MODULES.test(source),
      ),
    );
}

describe('the chunks a list screen loads', () => {
  let manifest: Manifest;
  beforeAll(() => {
    ensureAdminBuild();
    manifest = readManifest();
  });

  it('leaves the date input and its calendar to the forms that show one', () => {
    expect(manifest[DATE_INPUT]?.isDynamicEntry, `${DATE_INPUT} is a lazy chunk`).toBe(true);
    // What the date input loads holds those modules (so the check below looks for something that exists).
    expect(dateModulesIn(closure(manifest, [DATE_INPUT])).length).toBeGreaterThan(1);
    for (const list of LISTS) {
      expect(manifest[list], list).toBeDefined();
      expect(dateModulesIn(closure(manifest, [list])), `${list} loads the date input`).toEqual([]);
    }
  });

  // The pickers bring their own localization (kit/dates/DateLocalization.tsx), so date-fns, its locales and the
  // pickers' adapter load with the first screen that shows a picker, not with the app every screen loads.
  it("leaves date-fns and the pickers' adapter to the screens that show a picker", () => {
    const dateFns = /\/(date-fns\/|@mui\/x-date-pickers\/(AdapterDateFns|LocalizationProvider)\/)/;
    const sourcesIn = (files: Set<string>) =>
      [...files]
        .filter((file) => file.endsWith('.js') && existsSync(join('dist', `${file}.map`)))
        .flatMap((file) =>
          (JSON.parse(readFileSync(join('dist', `${file}.map`), 'utf8')) as { sources: string[] }).sources.filter(
            (source) => dateFns.test(source),
          ),
        );
    expect(sourcesIn(closure(manifest, [DATE_INPUT])).length, 'the date input holds them').toBeGreaterThan(1);
    for (const screen of ['AdminApp.tsx', ...LISTS])
      expect(sourcesIn(closure(manifest, [screen])), `${screen} loads date-fns`).toEqual([]);
  });

  // The icons come in one file (vite.config.ts, decision 0152): left to the bundler's own splitting, every icon two
  // lazy screens share was a file of its own, and the list and the editor each asked for a dozen such files.
  it('loads every Material icon a screen shows from one file', () => {
    const iconFiles = (files: Set<string>) =>
      [...files].filter(
        (file) =>
          file.endsWith('.js') &&
          existsSync(join('dist', `${file}.map`)) &&
          (JSON.parse(readFileSync(join('dist', `${file}.map`), 'utf8')) as { sources: string[] }).sources.some(
            (source) => source.includes('/@mui/icons-material/'),
          ),
      );
    for (const screen of [...LISTS, EDITOR]) {
      expect(manifest[screen], screen).toBeDefined();
      expect(iconFiles(closure(manifest, [screen])), `${screen}'s files holding icons`).toHaveLength(1);
    }
  });

  // React Router exports only its development build, whose dev-warning checks run in the app; the build
  // aliases its production build (vite.config.ts, decision 0122). A dependency or import that reaches the
  // development files again (a new entry point, a changed alias) shows here.
  it("bundles React Router's production build, not its development warnings", () => {
    const routerFiles = (pattern: RegExp) =>
      Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith('.js') && existsSync(join('dist', `${file}.map`)))
        .flatMap((file) =>
          (JSON.parse(readFileSync(join('dist', `${file}.map`), 'utf8')) as { sources: string[] }).sources.filter(
            (source) => pattern.test(source),
          ),
        );
    expect(routerFiles(/\/react-router\/dist\/production\//).length, 'the router is in the build').toBeGreaterThan(0);
    expect(routerFiles(/\/react-router\/dist\/development\//)).toEqual([]);
  });
});
