// The demo organization's words for the named records (named-content.ts):
// who it is, and the texts of its e-mails, robots.txt, header and footer.
// Cedar & Stone Engineering is fictional (example.com addresses, 555-01xx
// phone numbers).
import { demoImage } from './demo-images.js';

export const SITE = {
  name: 'Cedar & Stone Engineering',
  url: 'https://www.example.com',
  email: 'info@example.com',
  phone: '(410) 555-0142',
  address: '1200 Harbor Street, Suite 400, Baltimore, MD 21230',
} as const;

export const DEFAULT_EMAIL_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{subject}}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background-color:#f3f4f6;">
  <tr>
    <td align="center" style="padding:24px 12px;">
      <table role="presentation" width="600" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;width:100%;background-color:#ffffff;border-radius:6px;">
        <tr>
          <td style="padding:24px 32px;background-color:#1f3a2e;border-radius:6px 6px 0 0;">
            <img src="${SITE.url}${demoImage('logo-white')}" width="180" alt="${SITE.name}" style="display:block;border:0;">
          </td>
        </tr>
        <tr>
          <td style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#1f2937;">
            {{body}}
          </td>
        </tr>
        <tr>
          <td style="padding:20px 32px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#6b7280;border-top:1px solid #e5e7eb;">
            ${SITE.name} &middot; ${SITE.address}<br>
            ${SITE.phone} &middot; <a href="mailto:${SITE.email}" style="color:#6b7280;">${SITE.email}</a><br>
            You are receiving this e-mail because of your contact with ${SITE.name}.
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>`;

export const FORGOT_PASSWORD_HTML = `<p>Hello {{name}},</p>
<p>We received a request to reset the password of your ${SITE.name} website account.</p>
<p><a href="{{link}}" style="display:inline-block;padding:12px 20px;background-color:#1f3a2e;color:#ffffff;text-decoration:none;border-radius:4px;">Choose a new password</a></p>
<p>If the button does not work, copy this address into your browser:<br>{{link}}</p>
<p>The link is valid for 60 minutes and can be used once. If you did not ask for a new password, you can ignore this e-mail: your password stays the same.</p>
<p>&mdash; The ${SITE.name} web team</p>`;

export const ROBOTS_TXT = `# robots.txt for ${SITE.url}
User-agent: *
Disallow: /maintenance/
Disallow: /api/
Disallow: /search
Disallow: /*?print=
Allow: /

User-agent: GPTBot
Disallow: /

Sitemap: ${SITE.url}/sitemap.xml
`;

// The header and footer are Liquid templates (docs/preview.md): the logo and menus come from the renderer.
export const HEADER_HTML = `<div class="utility-bar">
  <a href="tel:+14105550142">${SITE.phone}</a>
  <a href="/contact-us">Contact</a>
  <a href="/careers">Careers</a>
</div>
<div class="masthead"><a class="logo" href="{{ header.link }}"><img src="{{ header.logo }}" alt="{{ header.logoAlt }}" width="240"></a>{{ menus.primary.html }}</div>`;

export const FOOTER_HTML = `<div class="footer-contact">
  <strong>${SITE.name}</strong><br>
  ${SITE.address}<br>
  <a href="tel:+14105550142">${SITE.phone}</a> &middot; <a href="mailto:${SITE.email}">${SITE.email}</a>
</div>
<p class="footer-legal">&copy; {{year}} ${SITE.name}. All rights reserved.</p>
{{ menus.footer.html }}`;
