// The spec's named content records (§3 "Named content records": menus, header, footer, maintenance mode,
// robots.txt, home and 404 pages, e-mail templates, settings records) by CId. They hold the site together: Remove
// Content refuses to remove them (site/content/content-removal.ts) and the data layer to delete them (content-delete.ts).
export const NAMED_CONTENT: Readonly<Record<number, string>> = {
  1: 'Primary_Nav',
  2: 'Secondary_Nav',
  3: 'Footer_Nav',
  4: 'Cache',
  5: 'EmergencyAlert',
  6: 'Header',
  7: 'Footer',
  9: 'Email marketing settings',
  19: 'Maintenance_Mode',
  23: 'Robots_Txt',
  24: 'Email marketing settings',
  25: 'Email marketing settings',
  26: 'Email marketing settings',
  50: 'Default_Email',
  55: 'Forgot_Password',
  67: 'SeoDData',
  68: 'SeoOGData',
  500: 'HomePage',
  506: 'Page_404',
};
