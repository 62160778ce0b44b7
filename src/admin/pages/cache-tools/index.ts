export { CacheToolsPage, CACHE_CLEARED_NOTICE, type CacheToolsPageProps } from './CacheToolsPage.js';
export { CacheToolsModal, CACHE_CLEARED_ALERT, type CacheToolsModalProps } from './CacheToolsModal.js';
export { NoToolsAccess, NO_TOOLS_MESSAGE } from './NoToolsAccess.js';
