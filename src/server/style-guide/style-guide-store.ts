// The style guide's reads and writes (issue 16 item 6): the catalogue, what
// the page editor offers, and adding, changing and removing a block style
// (MiscData 401, block-styles.ts) or a row design (Content type 64,
// row-designs.ts). Each write is one transaction, audited by the data layer;
// a name is unique within its kind (409 otherwise).
import type { StyleCatalogue, StyleChoices, StyleEntry, StyleInput, StyleKind } from '../../shared/api/style-guide.js';
import type { Actor } from '../platform/data/identity.js';
import type { Executor, Queryable } from '../platform/db/executor.js';
import { conflict, notFound } from '../platform/errors.js';
import { changeBlockStyles, readBlockStyles } from './block-styles.js';
import { insertRowDesign, readRowDesigns, removeRowDesign, updateRowDesign } from './row-designs.js';
import { cleanStyle } from './style-rules.js';

const WORD: Record<StyleKind, string> = { 'block-styles': 'block style', 'row-designs': 'row design' };

export async function readCatalogue(db: Queryable): Promise<StyleCatalogue> {
  return { blockStyles: await readBlockStyles(db), rowDesigns: await readRowDesigns(db) };
}

export async function readChoices(db: Queryable): Promise<StyleChoices> {
  const { blockStyles, rowDesigns } = await readCatalogue(db);
  const offered = (list: StyleEntry[]) => list.filter((s) => s.offered).map(({ name, label }) => ({ name, label }));
  return { blockStyles: offered(blockStyles), rowDesigns: offered(rowDesigns) };
}

function requireFree(kind: StyleKind, list: StyleEntry[], name: string, except?: string) {
  if (name !== except && list.some((s) => s.name === name))
    throw conflict(`There is already a ${WORD[kind]} named "${name}"`, 'name');
}

function requireKnown<T extends StyleEntry>(kind: StyleKind, list: T[], name: string): T {
  const found = list.find((s) => s.name === name);
  if (!found) throw notFound(`There is no ${WORD[kind]} named "${name}"`);
  return found;
}

export async function addStyle(db: Executor, actor: Actor, kind: StyleKind, input: StyleInput): Promise<void> {
  const style = cleanStyle(input);
  await db.transaction(async (tx) => {
    if (kind === 'block-styles') {
      await changeBlockStyles(tx, actor, (list) => (requireFree(kind, list, style.name), [...list, style]));
    } else {
      const designs = await readRowDesigns(tx, true);
      requireFree(kind, designs, style.name);
      await insertRowDesign(tx, actor, style, designs.length + 1);
    }
  });
}

/** Changes the entry named `name` (its name too, when free). */
export async function changeStyle(
  db: Executor,
  actor: Actor,
  kind: StyleKind,
  name: string,
  input: StyleInput,
): Promise<void> {
  const style = cleanStyle(input);
  await db.transaction(async (tx) => {
    if (kind === 'block-styles') {
      await changeBlockStyles(tx, actor, (list) => {
        requireKnown(kind, list, name);
        requireFree(kind, list, style.name, name);
        return list.map((s) => (s.name === name ? style : s));
      });
    } else {
      const designs = await readRowDesigns(tx, true);
      const design = requireKnown(kind, designs, name);
      requireFree(kind, designs, style.name, name);
      await updateRowDesign(tx, actor, design.CId, style, designs.indexOf(design) + 1);
    }
  });
}

export async function removeStyle(db: Executor, actor: Actor, kind: StyleKind, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (kind === 'block-styles') {
      await changeBlockStyles(
        tx,
        actor,
        (list) => (requireKnown(kind, list, name), list.filter((s) => s.name !== name)),
      );
    } else {
      await removeRowDesign(tx, actor, requireKnown(kind, await readRowDesigns(tx, true), name).CId);
    }
  });
}
