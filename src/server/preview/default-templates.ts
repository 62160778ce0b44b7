// The page, header and footer templates a site starts with (docs/preview.md lists their variables). First start
// stores them (Template.TSource for the page templates 1-7, the header and footer records' first block); the
// renderer falls back to them only while a template's stored source is empty, so a site seeded before they existed
// still renders as a site. Text variables arrive HTML-escaped and copy arrives sanitised, so a template prints them
// as they are.

/** The blocks of a page, each in its block style's and row design's classes. */
const BLOCKS = `{% for block in page.blocks %}
  <section class="block {{ block.cssClass }}" id="block-{{ forloop.index }}">
    {% if block.photo != blank %}<figure class="block-photo"><img src="{{ block.photo }}" alt="{{ block.photoAlt }}" loading="lazy">{% if block.photoCaption != blank %}<figcaption>{{ block.photoCaption }}</figcaption>{% endif %}</figure>{% endif %}
    {% if block.headline != blank %}<h2>{{ block.headline }}</h2>{% endif %}
    {% if block.copy != blank %}<div class="block-copy">{{ block.copy }}</div>{% endif %}
    {% if block.link != blank %}<p class="block-link"><a href="{{ block.link }}" target="{{ block.linkTarget }}">{{ block.linkText | default: "Read more" }}</a></p>{% endif %}
  </section>
{% endfor %}`;

const INTRO = `<header class="page-intro">
    <h1>{{ page.title }}</h1>
    {% if page.introText != blank %}<div class="intro-text">{{ page.introText }}</div>{% endif %}
    {% if page.introPhoto != blank %}<img class="intro-photo" src="{{ page.introPhoto }}" alt="">{% endif %}
  </header>`;

const WEB_PAGE_TEMPLATE = `<article class="web-page">
  ${INTRO}
  ${BLOCKS}
</article>`;

const NEWS_TEMPLATE = `<article class="news-item">
  ${INTRO}
  <p class="dateline">{% if page.news.date != blank %}<time datetime="{{ page.news.date }}">{{ page.news.date | date: "%B %e, %Y" }}</time>{% endif %}{% if page.news.author != blank %} · {{ page.news.author }}{% endif %}{% if page.news.location != blank %} · {{ page.news.location }}{% endif %}</p>
  ${BLOCKS}
  {% if page.news.source != blank %}<p class="news-source">Source: {% if page.news.sourceUrl != blank %}<a href="{{ page.news.sourceUrl }}">{{ page.news.source }}</a>{% else %}{{ page.news.source }}{% endif %}</p>{% endif %}
</article>`;

const EVENT_TEMPLATE = `<article class="event">
  ${INTRO}
  <dl class="event-facts">
    {% for date in page.event.dates %}<dt>When</dt><dd><time datetime="{{ date.start }}">{{ date.start | date: "%A, %B %e, %Y %l:%M %p" }}</time>{% if date.end != blank %} – <time datetime="{{ date.end }}">{{ date.end | date: "%l:%M %p" }}</time>{% endif %}</dd>{% endfor %}
    {% if page.event.location != blank %}<dt>Where</dt><dd>{{ page.event.location }}{% if page.event.address != blank %}<br>{{ page.event.address }}{% endif %}</dd>{% endif %}
  </dl>
  ${BLOCKS}
  {% if page.event.registrationUrl != blank %}<p><a class="button" href="{{ page.event.registrationUrl }}">Register</a></p>{% endif %}
</article>`;

const BLOG_TEMPLATE = `<article class="blog-post">
  ${INTRO}
  <p class="byline">{% if page.data.BlogAuthorName != blank %}By {{ page.data.BlogAuthorName }}{% endif %}{% if page.data.PublishDate != blank %} · <time datetime="{{ page.data.PublishDate }}">{{ page.data.PublishDate | date: "%B %e, %Y" }}</time>{% endif %}</p>
  ${BLOCKS}
  {% if page.data.BlogTagNames.size > 0 %}<ul class="tags">{% for tag in page.data.BlogTagNames %}<li>{{ tag }}</li>{% endfor %}</ul>{% endif %}
</article>`;

const PROJECT_TEMPLATE = `<article class="project">
  ${INTRO}
  <dl class="project-facts">
    {% if page.data.Client != blank %}<dt>Client</dt><dd>{{ page.data.Client }}</dd>{% endif %}
    {% if page.data.Location != blank %}<dt>Location</dt><dd>{{ page.data.Location }}</dd>{% endif %}
    {% if page.data.Year != blank %}<dt>Year</dt><dd>{{ page.data.Year }}</dd>{% endif %}
    {% if page.data.MarketName != blank %}<dt>Market</dt><dd>{{ page.data.MarketName }}</dd>{% endif %}
    {% if page.data.ServiceNames.size > 0 %}<dt>Services</dt><dd>{{ page.data.ServiceNames | join: ", " }}</dd>{% endif %}
  </dl>
  ${BLOCKS}
</article>`;

const CUSTOM_PAGE_TEMPLATE = `<article class="custom-page">
  ${INTRO}
  {% if page.data.Department != blank %}<p class="facts">{{ page.data.Department }}{% if page.data.Location != blank %} · {{ page.data.Location }}{% endif %}{% if page.data.EmploymentType != blank %} · {{ page.data.EmploymentType }}{% endif %}</p>{% endif %}
  ${BLOCKS}
  {% if page.data.ApplyEmail != blank %}<p><a class="button" href="mailto:{{ page.data.ApplyEmail }}">Apply</a></p>{% endif %}
</article>`;

const SHARED_CONTENT_TEMPLATE = `<div class="shared-content">${BLOCKS}</div>`;

// The header and footer are also edited in the page editor, whose copy is sanitised as rich text: so their Liquid
// stays in text and attribute values, and each menu comes ready-made as `menus.<name>.html` (render-page.ts).
export const HEADER_TEMPLATE = `<div class="utility-bar">{% if Company-Phone != blank %}<a href="tel:{{ Company-Phone }}">{{ Company-Phone }}</a>{% endif %}{{ menus.secondary.html }}</div>
<div class="masthead"><a class="logo" href="{{ header.link }}">{% if header.logo != blank %}<img src="{{ header.logo }}" alt="{{ header.logoAlt }}" width="240">{% else %}{{ site.name }}{% endif %}</a>{{ menus.primary.html }}</div>`;

export const FOOTER_TEMPLATE = `<div class="footer-columns"><div class="footer-contact"><strong>{{ site.name }}</strong>{% if Company-Phone != blank %}<br>{{ Company-Phone }}{% endif %}{% if Company-Email != blank %}<br><a href="mailto:{{ Company-Email }}">{{ Company-Email }}</a>{% endif %}</div>{{ menus.footer.html }}</div>
<p class="footer-legal">&copy; {{ site.year }} {{ site.name }}. All rights reserved.</p>`;

/** The page templates by Template id (1-7, the page types' ids). */
export const DEFAULT_PAGE_TEMPLATES: Readonly<Record<number, string>> = {
  1: WEB_PAGE_TEMPLATE,
  2: NEWS_TEMPLATE,
  3: EVENT_TEMPLATE,
  4: BLOG_TEMPLATE,
  5: SHARED_CONTENT_TEMPLATE,
  6: CUSTOM_PAGE_TEMPLATE,
  7: PROJECT_TEMPLATE,
};
