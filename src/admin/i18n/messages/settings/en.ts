// General Settings and Site Setup (pages/settings): the screens’ words, then each settings form’s title, intro, field labels and help.
export default {
  page: {
    generalTitle: 'General Settings',
    generalIntro:
      'The site-wide settings, one group at a time: each group is saved on its own, and a change someone else saved meanwhile is shown, never overwritten unseen.',
    setupTitle: 'Site Setup',
    setupIntro:
      'Which features the site has, its address, how everyone signs in and the main menu’s layout. For MoJoAdmin accounts only.',
    secondFactorByServer:
      'The server requires the second factor of everyone (REQUIRE_SECOND_FACTOR), whatever the switch below says.',
    features: 'Features',
    featuresIntro:
      'Each switch turns a feature of the site on or off (the feature’s tag is shown or hidden); it takes effect as it is flipped.',
    featureSwitches: 'Feature switches',
    switchedOn: '%{name} is on',
    switchedOff: '%{name} is off',
    loading: 'Loading %{title}',
    saved: '%{title} saved',
    useTheirs: 'Use their values',
    save: 'Save',
    theirs: 'Saved meanwhile by someone else: %{value}',
    none: '(none)',
    empty: '(empty)',
    on: 'on',
    off: 'off',
    enterNumber: 'Enter a number.',
  },
  site: {
    title: 'Site name and titles',
    intro:
      'The site’s name, and how a page’s title is shown in the browser tab and in search results: the page title, the separator, then the suffix.',
    fields: {
      siteName: 'Site name',
      titleSeparator: 'Title separator',
      titleSuffix: 'Title suffix',
    },
    help: {
      titleSeparator: 'Spaces count: " | " gives "About us | Site".',
      titleSuffix: 'Empty: page titles alone.',
    },
  },
  seo: {
    title: 'Default SEO data',
    intro: 'What search engines get for a page that does not give its own (the SeoDData record).',
    fields: {
      description: 'Default meta description',
      keywords: 'Keywords',
      robots: 'Robots meta tag',
      organizationName: 'Organization name',
      organizationPhone: 'Organization phone',
      organizationEmail: 'Organization e-mail',
      organizationAddress: 'Organization address',
    },
    help: {
      description: 'At most 300 characters; about 155 show in results.',
      keywords: 'Separated by commas.',
    },
  },
  openGraph: {
    title: 'Open Graph data',
    intro:
      'How a link to the site looks when shared on social media, unless a page gives its own (the SeoOGData record).',
    fields: {
      siteName: 'Site name (og:site_name)',
      type: 'Type (og:type)',
      locale: 'Locale (og:locale)',
      image: 'Share image (og:image)',
      imageWidth: 'Image width (px)',
      imageHeight: 'Image height (px)',
      twitterCard: 'X (Twitter) card',
      twitterSite: 'X (Twitter) account',
    },
    help: {
      locale: 'Language and country, such as en_US.',
      image: 'An https address or a site path such as /media/share.jpg.',
      twitterSite: 'Such as @example; empty for none.',
    },
  },
  robots: {
    title: 'robots.txt',
    intro: 'The rules crawlers read at /robots.txt. A line naming the sitemap is added when none does.',
    fields: {
      text: 'robots.txt',
    },
    help: {
      text: 'Lines such as "User-agent: *" and "Disallow: /private/"; # starts a comment.',
    },
  },
  emailSender: {
    title: 'Default e-mail sender',
    intro:
      'Who the site’s e-mails come from (the Default_Email record; its layout is edited with the e-mail templates).',
    fields: {
      fromName: 'Sender name',
      fromAddress: 'Sender address',
      replyTo: 'Reply-to address',
    },
    help: {
      fromAddress: 'Empty: the server’s MAIL_FROM. The mail server must accept this address.',
      replyTo: 'Empty: replies go to the sender.',
    },
  },
  headerFooter: {
    title: 'Header and footer',
    intro: 'The menus the shared header and footer show (the Header and Footer records).',
    fields: {
      headerSticky: 'Header stays at the top while scrolling',
      headerMenuCId: 'Header menu',
      utilityMenuCId: 'Utility menu',
      footerMenuCId: 'Footer menu',
      footerMenuTemplateId: 'Footer menu layout',
    },
  },
  timeZone: {
    title: 'Time zone',
    intro: 'The site’s own time zone: event times and schedules are read in it.',
    fields: {
      timeZone: 'Time zone',
    },
  },
  seoTools: {
    title: 'SEO tool defaults',
    intro: 'What a new page starts with in the sitemap, and the search engines’ site-ownership codes.',
    fields: {
      changeFrequency: 'Default change frequency',
      priority: 'Default sitemap priority',
      googleVerification: 'Google verification code',
      bingVerification: 'Bing verification code',
    },
    help: {
      priority: '0.0 to 1.0, in steps of 0.1.',
      googleVerification: 'The content of the google-site-verification meta tag.',
      bingVerification: 'The content of the msvalidate.01 meta tag.',
    },
  },
  editor: {
    title: 'Editor options and upload limits',
    intro: 'How the page editor behaves, and which images it accepts.',
    fields: {
      spellCheck: 'Spell check while typing',
      pasteAsPlainText: 'Paste as plain text',
      autosaveSeconds: 'Autosave every (seconds)',
      maxImageWidth: 'Largest image width (px)',
      maxImageHeight: 'Largest image height (px)',
      maxUploadMegabytes: 'Largest upload (MB)',
      imageFormats: 'Image formats accepted',
    },
    help: {
      autosaveSeconds: '0: no autosave; else 10 or more.',
    },
  },
  favicon: {
    title: 'Favicon',
    intro:
      'The small icon browsers show in tabs and bookmarks. Pages link it while the Favicon feature is on (Site Setup).',
    fields: {
      path: 'Favicon file',
    },
    help: {
      path: 'A site path such as /media/favicon.png, or an https address; .ico, .png or .svg.',
    },
  },
  siteSetup: {
    title: 'Site',
    intro: 'The site’s address, how everyone signs in, and the main menu’s layout.',
    fields: {
      publicUrl: 'Public URL',
      requireSecondFactor: 'Require the e-mailed second factor for everyone',
      mainMenuTemplateId: 'Main menu template',
    },
    help: {
      publicUrl:
        'The public site’s address, such as https://www.example.org. The sitemap and robots.txt list the pages on it.',
      requireSecondFactor: 'Everyone signs in with their password and a code e-mailed to them.',
    },
  },
} as const;
