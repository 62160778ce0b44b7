import type { SameKeys } from '../../message-types.js';
import type en from './en.js';

export default {
  page: {
    generalTitle: 'Allgemeine Einstellungen',
    generalIntro:
      'Die Einstellungen der ganzen Website, eine Gruppe nach der anderen: Jede Gruppe wird für sich gespeichert, und eine Änderung, die inzwischen jemand anderes gespeichert hat, wird angezeigt und nie ungesehen überschrieben.',
    setupTitle: 'Website-Einrichtung',
    setupIntro:
      'Welche Funktionen die Website hat, ihre Adresse, wie sich alle anmelden und das Layout des Hauptmenüs. Nur für MoJoAdmin-Konten.',
    secondFactorByServer:
      'Der Server verlangt von allen den zweiten Faktor (REQUIRE_SECOND_FACTOR), unabhängig vom Schalter unten.',
    features: 'Funktionen',
    featuresIntro:
      'Jeder Schalter schaltet eine Funktion der Website ein oder aus (der Tag der Funktion wird angezeigt oder ausgeblendet); die Änderung wirkt sofort.',
    featureSwitches: 'Funktionsschalter',
    switchedOn: '%{name} ist eingeschaltet',
    switchedOff: '%{name} ist ausgeschaltet',
    loading: '%{title} wird geladen',
    saved: '%{title} gespeichert',
    useTheirs: 'Deren Werte übernehmen',
    save: 'Speichern',
    theirs: 'Inzwischen von jemand anderem gespeichert: %{value}',
    none: '(keine)',
    empty: '(leer)',
    on: 'ein',
    off: 'aus',
    enterNumber: 'Geben Sie eine Zahl ein.',
  },
  site: {
    title: 'Website-Name und Titel',
    intro:
      'Der Name der Website und wie der Titel einer Seite im Browser-Tab und in Suchergebnissen erscheint: der Seitentitel, das Trennzeichen, dann das Suffix.',
    fields: {
      siteName: 'Website-Name',
      titleSeparator: 'Titel-Trennzeichen',
      titleSuffix: 'Titel-Suffix',
    },
    help: {
      titleSeparator: 'Leerzeichen zählen: „ | “ ergibt „Über uns | Website“.',
      titleSuffix: 'Leer: nur die Seitentitel.',
    },
  },
  seo: {
    title: 'Standard-SEO-Daten',
    intro: 'Was Suchmaschinen für eine Seite erhalten, die keine eigenen Angaben macht (der Datensatz SeoDData).',
    fields: {
      description: 'Standard-Meta-Beschreibung',
      keywords: 'Schlüsselwörter',
      robots: 'Robots-Meta-Tag',
      organizationName: 'Name der Organisation',
      organizationPhone: 'Telefon der Organisation',
      organizationEmail: 'E-Mail der Organisation',
      organizationAddress: 'Adresse der Organisation',
    },
    help: {
      description: 'Höchstens 300 Zeichen; etwa 155 erscheinen in den Ergebnissen.',
      keywords: 'Durch Kommas getrennt.',
    },
  },
  openGraph: {
    title: 'Open-Graph-Daten',
    intro:
      'Wie ein Link zur Website aussieht, wenn er in sozialen Medien geteilt wird, sofern eine Seite keine eigenen Angaben macht (der Datensatz SeoOGData).',
    fields: {
      siteName: 'Website-Name (og:site_name)',
      type: 'Typ (og:type)',
      locale: 'Gebietsschema (og:locale)',
      image: 'Vorschaubild (og:image)',
      imageWidth: 'Bildbreite (px)',
      imageHeight: 'Bildhöhe (px)',
      twitterCard: 'X-(Twitter-)Karte',
      twitterSite: 'X-(Twitter-)Konto',
    },
    help: {
      locale: 'Sprache und Land, zum Beispiel en_US.',
      image: 'Eine https-Adresse oder ein Website-Pfad wie /media/share.jpg.',
      twitterSite: 'Zum Beispiel @example; leer für keines.',
    },
  },
  robots: {
    title: 'robots.txt',
    intro:
      'Die Regeln, die Crawler unter /robots.txt lesen. Eine Zeile mit der Sitemap wird ergänzt, wenn keine sie nennt.',
    fields: {
      text: 'robots.txt',
    },
    help: {
      text: 'Zeilen wie „User-agent: *“ und „Disallow: /private/“; # beginnt einen Kommentar.',
    },
  },
  emailSender: {
    title: 'Standard-E-Mail-Absender',
    intro:
      'Von wem die E-Mails der Website kommen (der Datensatz Default_Email; sein Layout wird mit den E-Mail-Vorlagen bearbeitet).',
    fields: {
      fromName: 'Name des Absenders',
      fromAddress: 'Adresse des Absenders',
      replyTo: 'Antwortadresse',
    },
    help: {
      fromAddress: 'Leer: MAIL_FROM des Servers. Der Mailserver muss diese Adresse akzeptieren.',
      replyTo: 'Leer: Antworten gehen an den Absender.',
    },
  },
  headerFooter: {
    title: 'Kopf- und Fußzeile',
    intro: 'Die Menüs, die die gemeinsame Kopf- und Fußzeile zeigen (die Datensätze Header und Footer).',
    fields: {
      headerSticky: 'Kopfzeile bleibt beim Scrollen oben',
      headerMenuCId: 'Kopfzeilenmenü',
      utilityMenuCId: 'Hilfsmenü',
      footerMenuCId: 'Fußzeilenmenü',
      footerMenuTemplateId: 'Layout des Fußzeilenmenüs',
    },
  },
  timeZone: {
    title: 'Zeitzone',
    intro: 'Die eigene Zeitzone der Website: Veranstaltungszeiten und Zeitpläne werden in ihr gelesen.',
    fields: {
      timeZone: 'Zeitzone',
    },
  },
  seoTools: {
    title: 'Standardwerte der SEO-Werkzeuge',
    intro:
      'Womit eine neue Seite in der Sitemap beginnt, und die Codes der Suchmaschinen zur Bestätigung der Website-Inhaberschaft.',
    fields: {
      changeFrequency: 'Standard-Änderungshäufigkeit',
      priority: 'Standard-Priorität in der Sitemap',
      googleVerification: 'Google-Bestätigungscode',
      bingVerification: 'Bing-Bestätigungscode',
    },
    help: {
      priority: '0.0 bis 1.0, in Schritten von 0.1.',
      googleVerification: 'Der Inhalt des Meta-Tags google-site-verification.',
      bingVerification: 'Der Inhalt des Meta-Tags msvalidate.01.',
    },
  },
  editor: {
    title: 'Editor-Optionen und Upload-Grenzen',
    intro: 'Wie sich der Seiteneditor verhält und welche Bilder er akzeptiert.',
    fields: {
      spellCheck: 'Rechtschreibprüfung während der Eingabe',
      pasteAsPlainText: 'Als reinen Text einfügen',
      autosaveSeconds: 'Automatisch speichern alle (Sekunden)',
      maxImageWidth: 'Größte Bildbreite (px)',
      maxImageHeight: 'Größte Bildhöhe (px)',
      maxUploadMegabytes: 'Größter Upload (MB)',
      imageFormats: 'Akzeptierte Bildformate',
    },
    help: {
      autosaveSeconds: '0: kein automatisches Speichern; sonst 10 oder mehr.',
    },
  },
  favicon: {
    title: 'Favicon',
    intro:
      'Das kleine Symbol, das Browser in Tabs und Lesezeichen zeigen. Seiten verlinken es, solange die Funktion Favicon eingeschaltet ist (Website-Einrichtung).',
    fields: {
      path: 'Favicon-Datei',
    },
    help: {
      path: 'Ein Website-Pfad wie /media/favicon.png oder eine https-Adresse; .ico, .png oder .svg.',
    },
  },
  siteSetup: {
    title: 'Website',
    intro: 'Die Adresse der Website, wie sich alle anmelden und das Layout des Hauptmenüs.',
    fields: {
      publicUrl: 'Öffentliche URL',
      requireSecondFactor: 'Den per E-Mail gesendeten zweiten Faktor für alle verlangen',
      mainMenuTemplateId: 'Vorlage des Hauptmenüs',
    },
    help: {
      publicUrl:
        'Die Adresse der öffentlichen Website, zum Beispiel https://www.example.org. Sitemap und robots.txt listen die Seiten darauf.',
      requireSecondFactor: 'Alle melden sich mit ihrem Passwort und einem per E-Mail gesendeten Code an.',
    },
  },
} satisfies SameKeys<typeof en>;
