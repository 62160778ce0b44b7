// Navigation (menu editor) refusals (server/site/navigation-*.ts), English.
export const NAVIGATION_ERRORS = {
  nameRequired: 'TName is required: the name the menu shows for the item',
  link: 'TPath must start with / (a page of this site) or http(s):// (another site)',
  pageMissing: 'Page %{id} was not found',
  notPage: 'Content %{id} is not a page (content type %{type}): a menu item links to a page',
  pageDeleted: 'Page %{id} is deleted: a menu item links to a live page',
  pageNoUrl: 'Page %{id} has no URL (CSeoUrl) yet: give it one before linking it from a menu',
  parentOutside: 'Tag %{parentId} is not in menu %{menuId}: an item can only be placed within its menu',
  underItself: 'Tag %{id} cannot move under itself or one of its own items',
  notChild: 'Tag %{id} is not a child of tag %{parentId}',
  notItem: 'Tag %{id} is not an item of menu %{menuId}',
  notDeletedItem: 'Tag %{id} is not a deleted item of menu %{menuId}',
  restoreUnderDeleted:
    '%{name} (tag %{id}) cannot be put back: %{above} (tag %{aboveId}) above it is deleted, so it would not show',
  menuMissing: 'Menu tag %{id} was not found',
} as const;
