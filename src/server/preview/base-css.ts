// The few rules every rendered page starts with, so that a site whose style sheet is still empty reads as a
// site (type, widths, menus in a row); the style guide's rules and the page CSS come after and win.
export const BASE_CSS = `*{box-sizing:border-box}
body{margin:0;font:17px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d2327;background:#fff}
a{color:#0b5cad}
img{max-width:100%;height:auto}
.preview-banner{background:#fff4ce;color:#1d2327;padding:.25rem 1rem;font-size:.875rem;text-align:center}
.site-header,.site-footer,main{padding:0 max(1rem,calc((100% - 72rem)/2))}
.site-header{border-bottom:1px solid #dcdcde}
.utility-bar{display:flex;gap:1rem;justify-content:flex-end;font-size:.875rem;padding:.25rem 0}
.masthead{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1rem;padding:.75rem 0}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:1rem}
nav li{position:relative}
nav li ul{display:none}
nav li:hover>ul,nav li:focus-within>ul{display:block;position:absolute;z-index:2;background:#fff;border:1px solid #dcdcde;padding:.5rem;min-width:12rem}
.current>a{font-weight:600}
main{padding-top:1.5rem;padding-bottom:2rem}
.page-intro h1{font-size:2.25rem;line-height:1.2;margin:.5rem 0}
.block{margin:1.5rem 0}
.block-photo{margin:0 0 1rem}
.intro-photo,.block-photo img{display:block;width:100%;max-height:28rem;object-fit:cover}
.intro-photo{margin-top:1rem}
.site-footer{background:#1d2327;color:#f0f0f1;padding-top:1.5rem;padding-bottom:1.5rem}
.site-footer a{color:#f0f0f1}
.footer-columns{display:flex;flex-wrap:wrap;gap:2rem;justify-content:space-between}
.button{display:inline-block;background:#0b5cad;color:#fff;padding:.5rem 1rem;border-radius:4px;text-decoration:none}
@media (max-width:600px){.page-intro h1{font-size:1.75rem}.masthead{flex-direction:column;align-items:flex-start}}`;
