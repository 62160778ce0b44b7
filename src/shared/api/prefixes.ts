// Where each feature's routes live (issue 27 item 2), written once for both
// sides: the server mounts its features there (src/server/<feature>/index.ts)
// and the admin calls them there (pages/<feature>/*-api.ts).
export const API_PREFIX = {
  /** The generic data interface (contract §2); the public form submit shares it. */
  data: '/api/v1/db',
  /** Staff calls that are not the data interface; uploads and URL imports live right under it. */
  mc: '/api/v1/mc',
  signIn: '/api/v1/mc/jwt',
  /** Single sign-on through OpenID Connect (OIDC_*; docs/sign-in-sso.md). */
  oidc: '/api/v1/mc/oidc',
  users: '/api/v1/mc/users',
  account: '/api/v1/mc/account',
  /** Second factors: the authenticator app on My Account, and an administrator's reset. */
  factors: '/api/v1/mc/factors',
  access: '/api/v1/mc/access',
  apiAccess: '/api/v1/mc/api-access',
  email: '/api/v1/mc/email',
  cache: '/api/v1/mc/cache',
  editor: '/api/v1/mc/editor',
  /** Scheduled publishes and unpublishes (issue 45 item 1), beside the editor's calls. */
  scheduled: '/api/v1/mc/editor/scheduled',
  preview: '/api/v1/mc/preview',
  undo: '/api/v1/mc/undo',
  sitemap: '/api/v1/mc/sitemap',
  redirects: '/api/v1/mc/redirects',
  navigation: '/api/v1/mc/navigation',
  /** Site settings (maintenance mode, emergency alert) and General Settings / Site Setup. */
  site: '/api/v1/mc/site',
  content: '/api/v1/mc/content',
  reports: '/api/v1/mc/reports',
  sections: '/api/v1/mc/sections',
  tags: '/api/v1/mc/tags',
  styleGuide: '/api/v1/mc/style-guide',
  tokens: '/api/v1/mc/tokens',
  tokenLocations: '/api/v1/mc/token-locations',
  customCode: '/api/v1/mc/custom-code',
  templateFiles: '/api/v1/mc/template-files',
  media: '/api/v1/mc/media',
  mediaFolders: '/api/v1/mc/media-folders',
  /** The image tool: a stored file converted, cropped or resized. */
  file: '/api/v1/mc/file',
  carousels: '/api/v1/mc/carousels',
  documents: '/api/v1/mc/documents',
  forms: '/api/v1/mc/forms',
  comments: '/api/v1/mc/comments',
  /** Visitors' comments on blog posts (public). */
  publicComments: '/api/comments',
  emailMarketing: '/api/v1/mc/emailmarketing',
  ai: '/api/v1/mc/openai',
  dbTools: '/api/v1/mc/db-tools',
  webhooks: '/api/v1/mc/webhooks',
  /** Review before publish: submitting a page's draft, the reviewers' list and decisions. */
  review: '/api/v1/mc/review',
} as const;
