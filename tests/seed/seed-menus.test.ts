// The demo menus (tags 53-56) are item trees the navigation editor can work
// on, and none of their items leaks into the dashboard's tool menu.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

interface Node {
  TId: number;
  TName: string;
  TPath: string | null;
  TVisible: boolean;
  CId?: number | null;
  children: Node[];
}

describe.each(testDialects())('seeded menus (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect, { seedDemo: true });
  }, 120_000);
  afterAll(async () => t?.close());

  const menu = async (tId: number): Promise<Node[]> => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/navigation/${tId}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Array.isArray(body), 'the menu is answered as an array of top-level items').toBe(true);
    return body as Node[];
  };
  const names = (nodes: Node[]): unknown[] =>
    nodes.map((n) => (n.children.length ? [n.TName, names(n.children)] : n.TName));

  it('orders each menu by its chain, nests sub-pages, links items to their pages', async () => {
    const primary = await menu(53);
    expect(names(primary)).toEqual([
      'Home',
      'About Us',
      'Services',
      'Markets We Serve',
      'Projects',
      'News',
      'Contact Us',
    ]);
    expect(primary[0]).toMatchObject({ TPath: '/', CId: 500 });
    expect(names(await menu(56))).toEqual([['About Us', ['Our Team']]]);
    const footer = await menu(55);
    expect(footer.at(-1)).toMatchObject({
      TName: 'LinkedIn',
      TPath: 'https://www.linkedin.com/company/example-engineering',
    });
    expect(footer.at(-1)!.CId ?? null).toBeNull();
    const secondary = await menu(54);
    expect(secondary.find((n) => n.TName === 'Client Portal')).toMatchObject({ TVisible: false });
  });

  it('keeps menu items out of the dashboard tool tree', async () => {
    const res = await t.call(t.adminToken, {
      method: 'GET',
      url: '/api/v1/db/tag?fields=TId,TIdParent,TName,TPath&filters=TVisible==true,TDeleted==false',
    });
    const tags = res.json() as { TId: number; TIdParent: number | null; TPath: string | null }[];
    const parent = new Map(tags.map((x) => [x.TId, x.TIdParent]));
    const underDashboard = (id: number | null): boolean =>
      id === null ? false : id === 2 ? true : underDashboard(parent.get(id) ?? null);
    for (const menuTag of [53, 54, 55, 56]) expect(underDashboard(menuTag), `tag ${menuTag}`).toBe(false);
    const tools = tags.filter((x) => underDashboard(x.TIdParent));
    expect(
      tools
        .filter((x) => x.TPath?.startsWith('/navigation/5'))
        .map((x) => x.TPath)
        .sort(),
    ).toEqual(['/navigation/53', '/navigation/54', '/navigation/55', '/navigation/56']);
    expect(tools.some((x) => x.TPath === '/about-us')).toBe(false);
  });
});
