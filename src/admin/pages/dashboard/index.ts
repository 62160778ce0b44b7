export { DashboardPage, type DashboardPageProps, type DashboardUser } from './DashboardPage.js';
export { buildToolTree, type ToolNode, type ToolSection, type ToolTag, type ToolUser } from './tool-tree.js';
