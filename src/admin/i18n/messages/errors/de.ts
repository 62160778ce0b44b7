import type en from './en.js';
import type { SameKeys } from '../../message-types.js';

export default {
  redirect: {
    type: '„%{type}“ ist kein Weiterleitungstyp: verwenden Sie %{types}',
    from: 'Von ist ein Pfad dieser Website und beginnt mit /, z. B. /alte-seite.',
    to: 'Nach beginnt mit / (diese Website) oder http(s):// (eine andere Website); javascript:-, data:- und //Host-Adressen werden abgelehnt.',
    self: 'Eine Weiterleitung kann nicht auf sich selbst führen.',
    loop: 'Diese Weiterleitung würde eine Schleife bilden: %{chain}. Lassen Sie sie auf die Seite zeigen, auf der der Besucher ankommen soll',
  },
  page: {
    url: '„%{url}“ ist keine Seiten-URL: Sie ist ein Pfad dieser Website, der mit / beginnt, z. B. /news/tag-der-offenen-tuer, ohne Leerzeichen, ?, # oder < > " { } | \\ ^ `',
    urlTaken: 'Die URL %{url} ist bereits die Adresse von „%{title}“ (Inhalt %{id}): Wählen Sie eine andere URL',
    noFreeUrl: 'Keine freie URL in der Nähe von %{url}: Wählen Sie einen anderen Titel',
    titleNoSlug: 'Der Titel braucht mindestens einen Buchstaben oder eine Ziffer, um daraus die Seiten-URL zu bilden',
    titleRequired: 'Der Titel ist erforderlich',
  },
  tag: {
    nameRequired: 'Der Name ist erforderlich: der Name, den das Dashboard und die Menüs zeigen',
    icon: '„%{icon}“ ist kein Symbolname: nur Buchstaben und Ziffern, z. B. „Dashboard“',
    pathStart:
      'Der Pfad „%{path}“ muss mit „/“ beginnen (ein Bildschirm des Backoffice wie /style-guide oder eine Seite der Website)',
    pathSpaces: 'Der Pfad „%{path}“ darf keine Leerzeichen enthalten',
    pathTaken:
      'Der Pfad „%{path}“ ist bereits der Pfad von %{holder} (Tag %{holderId}): Jeder aktive Tag hat seinen eigenen Pfad',
    fixedDelete:
      '%{name} (Tag %{id}) ist einer der festen Tags des Produkts und kann nicht gelöscht werden: Dashboard, Menüs oder Funktionsschalter finden ihn über seine ID',
    inUse: '%{name} (Tag %{id}) wird verwendet und wurde nicht gelöscht. Er wird verwendet von %{uses}',
    fixedMove:
      '%{name} (Tag %{id}) ist einer der festen Tags des Produkts: Er kann unter seinen Geschwistern umsortiert, aber nicht aus seinem Elternelement verschoben werden',
    deleted:
      'Tag %{id} (%{name}) ist gelöscht: Stellen Sie ihn zuerst im Tag-Baum wieder her oder wählen Sie einen anderen Tag',
  },
  form: {
    notEmailTemplate: 'Inhalt %{id} ist keine E-Mail-Vorlage',
    hasSubmissions:
      'Das Formular „%{name}“ hat %{count} Einsendung, die es behält: Blenden Sie das Formular stattdessen aus oder schließen Sie es |||| Das Formular „%{name}“ hat %{count} Einsendungen, die es behalten: Blenden Sie das Formular stattdessen aus oder schließen Sie es',
    tooManyFields: 'Ein Formular hat höchstens %{max} Felder',
    labelMissing: 'Jedes Feld braucht eine Beschriftung',
    labelTooLong: 'Die Beschriftung ist länger als %{max} Zeichen',
    nameMissing: 'Das Feld %{field} braucht einen Namen',
    nameInvalid:
      'Der Name „%{name}“ muss mit einem Buchstaben beginnen und darf nur Buchstaben, Ziffern, _ und - enthalten (höchstens %{max})',
    nameTaken: 'Der Name „%{name}“ wird bereits von einem anderen Feld verwendet: Namen müssen eindeutig sein',
    type: 'Der Typ von %{field} muss einer von %{types} sein',
    tooManyOptions: 'Höchstens %{max} Optionen',
    optionValueMissing: 'Option %{number} von %{field} braucht einen Wert',
    optionValueTwice: 'Der Optionswert „%{value}“ kommt in %{field} zweimal vor',
    optionValueTooLong: 'Der Optionswert ist länger als %{max} Zeichen',
    optionTextMissing: 'Option %{number} von %{field} braucht einen Text',
    optionTextTooLong: 'Der Optionstext ist länger als %{max} Zeichen',
    selectNeedsOption: 'Die Auswahlliste %{field} braucht mindestens eine Option',
    radioNeedsOption: 'Die Optionsgruppe %{field} braucht mindestens eine Option',
    minLength: 'Die Mindestlänge muss eine ganze Zahl von 0 bis %{max} sein',
    maxLength: 'Die Höchstlänge muss eine ganze Zahl von 0 bis %{max} sein',
    lengthOrder: 'Die Höchstlänge liegt unter der Mindestlänge',
    lowestNumber: 'Der kleinste Wert muss eine Zahl sein',
    highestNumber: 'Der größte Wert muss eine Zahl sein',
    lowestDate: 'Das früheste Datum muss im Format JJJJ-MM-TT geschrieben sein',
    highestDate: 'Das späteste Datum muss im Format JJJJ-MM-TT geschrieben sein',
    valueOrder: 'Der größte Wert liegt unter dem kleinsten',
    dateOrder: 'Das späteste Datum liegt vor dem frühesten',
    patternTooLong: 'Das Muster ist länger als %{max} Zeichen',
    patternInvalid: 'Das Muster ist kein gültiger regulärer Ausdruck: %{detail}',
    textTooLong: '%{label} ist länger als %{max} Zeichen',
    rows: 'Die Zeilenzahl muss eine ganze Zahl von 1 bis %{max} sein',
    autocomplete: 'Die automatische Vervollständigung nimmt die HTML-Token, z. B. „email“ oder „given-name“',
    accept: 'Erlaubte Typen sind Dateiendungen oder MIME-Typen, durch Kommas getrennt, z. B. „.pdf, image/*“',
    redirect: 'Die Weiterleitung muss eine http(s)-Adresse oder ein mit / beginnender Pfad dieser Website sein',
    honeypotName:
      'Der Name des Honeypot-Felds muss mit einem Buchstaben beginnen und darf nur Buchstaben, Ziffern, _ und - enthalten',
    honeypotTaken: 'Das Honeypot-Feld „%{name}“ trägt den Namen eines echten Felds',
    pageUrl: 'Die Seitenadresse muss eine http(s)-Adresse oder ein mit / beginnender Pfad dieser Website sein',
    tooManyRecipients: 'Höchstens %{max} Empfänger für Benachrichtigungen',
    recipient: 'Empfänger %{number} (%{address}) ist keine E-Mail-Adresse',
    emailFieldUnknown: 'Das Adressfeld des Besuchers „%{name}“ ist kein Feld dieses Formulars',
    emailFieldNotEmail: 'Das Adressfeld des Besuchers „%{name}“ ist kein E-Mail-Feld',
    confirmationNeedsEmail: 'Eine Bestätigungs-E-Mail braucht ein E-Mail-Feld, an das sie gesendet wird',
    chooseProvider: 'Wählen Sie den Anbieter, der die Abonnenten erhält',
    providerFieldName:
      'Das Anbieterfeld „%{name}“ muss mit einem Buchstaben beginnen und darf nur Buchstaben, Ziffern, _, . und - enthalten',
    providerFieldUnmapped: 'Das Anbieterfeld „%{name}“ ist „%{field}“ zugeordnet, das kein Feld dieses Formulars ist',
    mapEmail: 'Ordnen Sie das Anbieterfeld „email“ dem Formularfeld mit der Adresse zu',
    consentUnknown: 'Das Einwilligungsfeld „%{name}“ ist kein Feld dieses Formulars',
    consentNotCheckbox: 'Das Einwilligungsfeld „%{name}“ muss ein Kontrollkästchen sein',
  },
  people: {
    email: '„%{email}“ ist keine E-Mail-Adresse',
    userNameTaken: 'Ein anderes Konto (%{other}) meldet sich bereits mit diesem Benutzernamen an',
    emailTaken: 'Ein anderes Konto (%{other}) meldet sich bereits mit dieser E-Mail-Adresse an',
    sameEmail: 'Das ist bereits Ihre E-Mail-Adresse.',
    roleMissing: 'Die Rolle %{id} existiert nicht',
    tagMissing: 'Der Tag %{id} existiert nicht',
    contentMissing: 'Der Inhalt %{id} existiert nicht',
    invitationOnly:
      'Konten werden per Einladung angelegt: Laden Sie Personen über die Benutzerverwaltung ein (/user-management, „Benutzer einladen“), die ihnen ihre Rollen gibt und ihnen per E-Mail einen Link zum Festlegen eines Passworts schickt.',
    roleOnlyTool:
      '%{name} (Tag %{id}) ist Admin- und MoJoAdmin-Konten vorbehalten, unabhängig von ihren Tags: die Freigabe würde einem Maintenance User die Seite öffnen und dann seine Aufrufe ablehnen',
    accountTable: {
      AspNetUserRoles:
        'Die Rollen eines Benutzers werden in der Benutzerverwaltung (/user-management) auf der Seite des Kontos geändert oder von den Mitgliedern einer Gruppe in der Benutzergruppenverwaltung (/user-group-management), die die Rollenregeln anwenden und die Änderung protokollieren.',
      AspNetUserClaims:
        'Tags und Inhalte eines Benutzers werden in der Benutzerverwaltung (/user-management) auf der Seite des Kontos freigegeben, die jede Freigabe prüft und die Änderung protokolliert.',
      AspNetRoles:
        'Benutzergruppen werden in der Benutzergruppenverwaltung (/user-group-management) angelegt und umbenannt.',
      AspNetRoleClaims:
        'Was eine Benutzergruppe freigibt, wird in der Benutzergruppenverwaltung (/user-group-management) geändert, die jede Freigabe prüft.',
      AspNetUserTokens:
        'Links zum Festlegen des Passworts und Anmeldecodes erstellt der Server: senden Sie eine Einladung oder einen Link zum Zurücksetzen aus der Benutzerverwaltung (/user-management).',
      AspNetUserLogins:
        'Externe Anmeldungen werden nicht von Hand geschrieben: die Anmeldung eines Kontos wird in der Benutzerverwaltung (/user-management) verwaltet.',
    },
  },
  settings: {
    siteNameEmpty: 'Der Name der Website darf nicht leer sein',
    keywordOneLine: 'Schlüsselwort %{number} muss eine einzige Textzeile ohne Zeilenumbrüche sein',
    keywordComma: 'Schlüsselwort %{number} darf kein Komma enthalten (jedes Schlüsselwort ist ein eigener Eintrag)',
    phone: 'Die Telefonnummer darf nur Ziffern, Leerzeichen, + ( ) . und - enthalten, z. B. +49 30 1234567',
    locale: 'Das Gebietsschema muss eine Sprache und ein Land sein, z. B. en_US oder fr_CA (erhalten: „%{locale}“)',
    twitter: 'Das X-(Twitter-)Konto muss aus @ und bis zu 15 Buchstaben, Ziffern oder _ bestehen (z. B. @beispiel)',
    imageSizeWithoutImage: 'Geben Sie das Teilen-Bild vor seiner Größe an',
    imageSizeBoth: 'Geben Sie sowohl die Breite als auch die Höhe des Teilen-Bilds an oder keines von beiden',
    fromNameCharacters: 'Der Absendername darf weder <, > noch " enthalten',
    notMenu: '%{label} muss ein Navigationsdatensatz sein (Inhaltstyp 10); Inhalt %{id} ist keiner',
    footerLayout: 'Das Layout des Fußzeilenmenüs muss eines von %{choices} sein',
    mainMenuTemplate: 'Die Vorlage des Hauptmenüs muss eine von %{choices} sein',
    verificationCode: '%{label} muss nur der Code sein (Buchstaben, Ziffern, - und _), nicht das ganze Meta-Tag',
    priority: 'Die Priorität muss ein Vielfaches von 0,1 sein (0,0 bis 1,0)',
    autosave: 'Das automatische Speichern muss alle 10 Sekunden oder seltener erfolgen, oder 0 für keines',
    uploadLimit:
      'Die Upload-Grenze darf höchstens %{max} MB betragen, die eigene Grenze des Servers (UPLOAD_MAX_BYTES)',
    faviconTagMissing: 'Der Favicon-Tag (5) fehlt: Stellen Sie ihn zuerst im Tag-Baum wieder her',
    faviconType: 'Das Favicon muss eine .ico-, .png- oder .svg-Datei sein',
    publicUrlAlone:
      'Die öffentliche URL muss allein die Adresse der Website sein, z. B. https://www.beispiel.de (ohne Pfad, Abfrage oder #)',
    oneLine: '%{label} muss eine einzige Textzeile ohne Zeilenumbrüche sein',
    email: '%{label} muss eine E-Mail-Adresse wie name@beispiel.de sein (erhalten: „%{value}“)',
    httpsAddress: '%{label} muss eine https://-Adresse sein (erhalten: „%{value}“)',
    httpsAddressOrPath:
      '%{label} muss eine https://-Adresse oder ein mit / beginnender Pfad der Website sein (erhalten: „%{value}“)',
    webAddress: '%{label} muss eine http://- oder https://-Adresse sein (erhalten: „%{value}“)',
    webAddressOrPath:
      '%{label} muss eine http://- oder https://-Adresse oder ein mit / beginnender Pfad der Website sein (erhalten: „%{value}“)',
    timeZone: 'Die Zeitzone muss eine IANA-Zeitzone wie America/New_York oder Europe/Paris sein (erhalten: „%{value}“)',
    featureTagMissing: 'Der Tag %{name} (%{id}) fehlt oder ist gelöscht: Stellen Sie ihn zuerst im Tag-Baum wieder her',
    robots: {
      notFieldLine: 'Zeile %{at} („%{text}“) ist keine Zeile der Form „Feld: Wert“ wie „Disallow: /privat/“',
      unknownField:
        'Zeile %{at}: „%{name}“ ist kein robots.txt-Feld (User-agent, Allow, Disallow, Sitemap, Crawl-delay)',
      userAgent: 'Zeile %{at}: User-agent braucht den Namen eines Crawlers oder * für alle Crawler',
      allowOutsideGroup: 'Zeile %{at}: Allow muss auf eine User-agent-Zeile folgen',
      disallowOutsideGroup: 'Zeile %{at}: Disallow muss auf eine User-agent-Zeile folgen',
      path: 'Zeile %{at}: Ein Pfad muss mit / beginnen (erhalten: „%{value}“)',
      sitemap: 'Zeile %{at}: Sitemap muss eine absolute URL sein, z. B. https://www.beispiel.de/sitemap.xml',
      crawlDelay: 'Zeile %{at}: Crawl-delay muss eine Anzahl von Sekunden sein',
    },
  },
  navigation: {
    nameRequired: 'Der Name ist erforderlich: der Name, den das Menü für den Eintrag zeigt',
    link: 'Der Link muss mit / (eine Seite dieser Website) oder http(s):// (eine andere Website) beginnen',
    pageMissing: 'Seite %{id} wurde nicht gefunden',
    notPage: 'Inhalt %{id} ist keine Seite (Inhaltstyp %{type}): Ein Menüeintrag verweist auf eine Seite',
    pageDeleted: 'Seite %{id} ist gelöscht: Ein Menüeintrag verweist auf eine veröffentlichte Seite',
    pageNoUrl: 'Seite %{id} hat noch keine URL (CSeoUrl): Geben Sie ihr eine, bevor Sie sie in einem Menü verlinken',
    parentOutside:
      'Tag %{parentId} ist nicht im Menü %{menuId}: Ein Eintrag kann nur innerhalb seines Menüs platziert werden',
    underItself: 'Tag %{id} kann nicht unter sich selbst oder einen seiner eigenen Einträge verschoben werden',
    notChild: 'Tag %{id} ist kein Kind von Tag %{parentId}',
    notItem: 'Tag %{id} ist kein Eintrag des Menüs %{menuId}',
    notDeletedItem: 'Tag %{id} ist kein gelöschter Eintrag des Menüs %{menuId}',
    restoreUnderDeleted:
      '%{name} (Tag %{id}) kann nicht wiederhergestellt werden: %{above} (Tag %{aboveId}) darüber ist gelöscht, daher würde der Eintrag nicht angezeigt',
    menuMissing: 'Menü-Tag %{id} wurde nicht gefunden',
  },
  token: {
    nameNoKey: 'Der Name braucht mindestens einen Buchstaben oder eine Ziffer, um daraus den Schlüssel zu bilden',
    reservedKey: '„%{key}“ ist ein Wort, das Liquid für sich reserviert (%{words}): Wählen Sie einen anderen Namen',
    keyTaken:
      'Der Schlüssel „%{key}“ ist vergeben: Das Token „%{name}“ (%{id}) hat den Schlüssel „%{takenKey}“. Schlüssel sind eindeutig, unabhängig von Groß- und Kleinschreibung.',
    keyTakenRemoved:
      'Der Schlüssel „%{key}“ ist vergeben: Das Token „%{name}“ (%{id}, im Papierkorb von Inhalte entfernen) hat den Schlüssel „%{takenKey}“. Schlüssel sind eindeutig, unabhängig von Groß- und Kleinschreibung.',
    renameInUse:
      'Das Token %{token} wird an einer Stelle verwendet, daher kann sein Schlüssel nicht „%{key}“ werden: %{uses}. Ändern Sie zuerst diese Stelle oder behalten Sie den Namen. |||| Das Token %{token} wird an %{smart_count} Stellen verwendet, daher kann sein Schlüssel nicht „%{key}“ werden: %{uses}. Ändern Sie zuerst diese Stellen oder behalten Sie den Namen.',
    deleteInUse:
      'Das Token %{token} wird an einer Stelle verwendet: %{uses}. Entfernen Sie es zuerst dort. |||| Das Token %{token} wird an %{smart_count} Stellen verwendet: %{uses}. Entfernen Sie es zuerst dort.',
    missing: 'Token %{id} wurde nicht gefunden',
    location: {
      nameRequired: 'Der Name ist erforderlich',
      nameTaken: 'Eine Token-Position namens „%{name}“ existiert bereits (%{id})',
      changed:
        'Die Token-Positionen haben sich seit dem Laden geändert (jetzt sind es %{count}: %{ids}): Laden Sie neu und ordnen Sie sie erneut',
      holdsSnippets:
        'Die Token-Position „%{name}“ enthält ein Snippet: %{snippets}. Verschieben Sie es zuerst in Eigener Code an eine andere Position. |||| Die Token-Position „%{name}“ enthält %{smart_count} Snippets: %{snippets}. Verschieben Sie sie zuerst in Eigener Code an eine andere Position.',
      missing: 'Token-Position %{id} wurde nicht gefunden',
    },
  },
  code: {
    locationMissing: 'Token-Position %{id} existiert nicht (siehe Token-Positionen)',
    snippetOrder: 'Die Reihenfolge muss jedes Snippet genau einmal nennen',
    restoreWithoutLocation:
      'Snippet %{id} hat keine Token-Position: Wählen Sie eine und speichern Sie, bevor Sie wiederherstellen',
    cssStyleEnd: 'Das CSS darf „</style“ nicht enthalten: Es würde das style-Element der Seite beenden',
    contentMissing: 'Inhalt %{id} wurde nicht gefunden',
    header: {
      nameRequired: 'Regel %{rule}: Ein Header-Name ist erforderlich',
      nameInvalid:
        "Regel %{rule}: „%{name}“ ist kein gültiger Header-Name (nur Buchstaben, Ziffern und !#$%&'*+-.^_`|~, keine Leerzeichen oder Doppelpunkte)",
      reserved: 'Regel %{rule}: %{name} wird vom Server gesetzt und kann kein eigener Header sein',
      duplicate: 'Regel %{rule}: %{name} wird bereits von Regel %{other} gesetzt',
      valueRequired: 'Regel %{rule}: %{name} braucht einen Wert',
      valueRequiredUnnamed: 'Regel %{rule}: Der Header braucht einen Wert',
      valueCharacters:
        'Regel %{rule}: Der Wert von %{name} enthält einen Zeilenumbruch oder ein Zeichen außerhalb des sichtbaren ASCII',
      valueCharactersUnnamed:
        'Regel %{rule}: Der Wert des Headers enthält einen Zeilenumbruch oder ein Zeichen außerhalb des sichtbaren ASCII',
    },
    csp: {
      notDirective: 'Regel %{rule}: %{name}: „%{directive}“ ist keine Content-Security-Policy-Direktive',
      twice: 'Regel %{rule}: %{name}: Die Direktive %{directive} kommt zweimal vor (Browser ignorieren die zweite)',
      unquotedKeyword:
        "Regel %{rule}: %{name}: %{directive}: „%{source}“ ist kein Quellausdruck (Schlüsselwörter stehen in Anführungszeichen, z. B. 'self')",
      notSource: 'Regel %{rule}: %{name}: %{directive}: „%{source}“ ist kein Quellausdruck',
      noneAlone: "Regel %{rule}: %{name}: %{directive}: 'none' muss die einzige Quelle sein",
    },
  },
  data: {
    required: 'Das Feld %{name} ist erforderlich',
    blank: 'Das Feld %{name} ist erforderlich: Es darf nicht leer sein oder nur aus Leerzeichen bestehen',
    tooLong: 'Das Feld %{name} ist länger als %{max} Zeichen',
  },
  csv: {
    empty: 'Die Datei ist leer: Sie braucht eine Kopfzeile mit den Feldnamen und dann eine Zeile pro Datensatz',
    noRecords: 'Die Datei hat eine Kopfzeile, aber keine Datensätze darunter',
    tooMany: 'Die Datei hat %{count} Datensätze; ein Import nimmt höchstens %{max}: Teilen Sie sie auf',
    notCsv: 'Zeile %{line}: Die Datei ist keine gültige CSV-Datei: %{detail}',
    keyRequired: 'Das Feld %{name} ist erforderlich: Es gehört zum Schlüssel von %{entity}',
    noRecord:
      'es gibt keinen Datensatz %{entity} %{key}: Lassen Sie %{name} leer, um einen neuen Datensatz anzulegen (die Datenbank nummeriert ihn)',
    wholeNumber: 'Das Feld %{name} muss eine ganze Zahl sein, nicht „%{value}“',
    number: 'Das Feld %{name} muss eine Zahl sein, nicht „%{value}“',
    boolean: 'Das Feld %{name} muss true oder false sein, nicht „%{value}“',
    json: 'Das Feld %{name} muss JSON sein, nicht „%{value}“',
    header: {
      unknown: 'Zeile 1: „%{name}“ ist kein Feld von %{entity} (seine Felder: %{fields})',
      secret: 'Zeile 1: Das Feld %{name} ist geheim: Es wird nie exportiert und kann nicht importiert werden',
      twice: 'Zeile 1: Die Spalte %{name} kommt zweimal vor',
    },
  },
  ai: {
    notAllowed:
      'Die KI-Werkzeuge sind für Admin- und MoJoAdmin-Konten und für Benutzer mit dem Tag KI-Werkzeuge (85) bestimmt',
    switchedOff:
      'Die KI-Werkzeuge sind ausgeschaltet (Website-Einrichtung, KI-Werkzeuge): Es wird kein Seitentext an den KI-Anbieter gesendet',
    baseUrl: 'Die Basis-URL muss eine http- oder https-Adresse ohne Zugangsdaten sein, z. B. https://api.openai.com/v1',
    addressRefused: '%{detail} (Basis-URL der KI-Werkzeuge; eine private Adresse braucht FETCH_ALLOW)',
    keyMissing:
      'Der in den Einstellungen der KI-Werkzeuge genannte Schlüssel „%{key}“ ist nicht in der Schlüsselverwaltung oder hat keinen Wert (lassen Sie den Schlüsselnamen für einen Server leer, der keinen braucht)',
    noPromptMeta:
      'Es gibt keinen KI-Prompt für Meta-Beschreibungen: Fügen Sie auf dem Bildschirm KI-Werkzeuge einen hinzu',
    noPromptContent: 'Es gibt keinen KI-Prompt für Blocktexte: Fügen Sie auf dem Bildschirm KI-Werkzeuge einen hinzu',
    promptMissing: 'KI-Prompt %{id} wurde nicht gefunden',
    blockMissing: 'Block %{cbId} ist nicht auf Seite %{cId}',
    dailyOff: 'KI-Entwürfe sind ausgeschaltet: Das Tageslimit ist 0 (Einstellungen der KI-Werkzeuge)',
    dailyUsed:
      'Sie haben heute (UTC) alle %{limit} KI-Entwürfe verbraucht: Das Limit wird um Mitternacht UTC zurückgesetzt',
    timeout: 'Der KI-Server hat nicht innerhalb von %{seconds} Sekunden geantwortet',
    cancelled: 'Der Aufruf wurde abgebrochen',
    unreachable: 'Der KI-Server war nicht erreichbar: %{detail}',
    keyRefused:
      'Der KI-Server hat den API-Schlüssel abgelehnt (%{status}): Prüfen Sie in der Schlüsselverwaltung den in den Einstellungen der KI-Werkzeuge genannten Schlüssel. %{detail}',
    rateLimited: 'Der KI-Server begrenzt die Anfragen (429): Versuchen Sie es später erneut. %{detail}',
    answered: 'Der KI-Server antwortete %{status}: %{detail}',
    answeredError: 'Der KI-Server antwortete mit einem Fehler: %{detail}',
    unreadable: 'Der KI-Server hat eine Antwort gesendet, die nicht gelesen werden konnte: %{detail}',
    contentFilter: 'Das KI-Modell hat es abgelehnt, dies zu schreiben (Inhaltsfilter)',
    declined: 'Das KI-Modell hat abgelehnt: %{detail}',
    brokeOff: 'Die KI-Antwort ist abgebrochen',
  },
  factors: {
    codeWrong:
      'Der Code ist falsch oder wurde schon verwendet: Geben Sie den Code ein, den Ihre Authenticator-App jetzt anzeigt.',
    notPending:
      'Keine Authenticator-App wartet auf Bestätigung: Beginnen Sie erneut mit „Authenticator-App einrichten“.',
    alreadyOn:
      'Für dieses Konto ist bereits eine Authenticator-App aktiv: Schalten Sie sie zuerst aus, um eine andere einzurichten.',
    notOn: 'Für dieses Konto ist keine Authenticator-App aktiv.',
    required:
      'Eine Ihrer Rollengruppen verlangt eine Authenticator-App: Sie kann nicht ausgeschaltet werden, und die Anmeldung kann stattdessen keinen per E-Mail gesendeten Code verwenden.',
    proofNeeded:
      'Geben Sie einen aktuellen Code Ihrer Authenticator-App, einen Wiederherstellungscode oder Ihr Passwort an.',
    passwordWrong: 'Das Passwort ist falsch.',
    enrolmentGone: 'Der Einrichtungsschritt ist abgelaufen oder wurde schon verwendet: Melden Sie sich erneut an.',
    passkeyGone: 'Der Passkey-Schritt ist abgelaufen: Beginnen Sie erneut.',
    passkeyWrong: 'Die Antwort des Passkeys konnte nicht geprüft werden: Versuchen Sie es erneut.',
    passkeyName: 'Geben Sie dem Passkey einen Namen.',
    passkeyTaken: 'Dieser Passkey gehört bereits zu Ihren.',
    passkeyNotFound: 'Dieser Passkey wurde nicht gefunden: Er wurde vielleicht entfernt.',
    passkeyCannotSignInAlone:
      'Dieser Passkey hat Sie bei seiner Erstellung nicht geprüft (PIN oder Fingerabdruck) und kann daher nicht allein anmelden.',
    lastFactor:
      'Eine Ihrer Rollengruppen verlangt einen zweiten Faktor: Behalten Sie einen anderen Passkey oder eine Authenticator-App, bevor Sie diesen entfernen.',
  },
  label: {
    siteName: 'Der Name der Website',
    titleSeparator: 'Das Titeltrennzeichen',
    titleSuffix: 'Der Titelzusatz',
    phone: 'Die Telefonnummer',
    description: 'Die Beschreibung',
    organizationName: 'Der Name der Organisation',
    organizationEmail: 'Die E-Mail-Adresse der Organisation',
    organizationAddress: 'Die Anschrift',
    locale: 'Das Gebietsschema',
    twitterSite: 'Das X-(Twitter-)Konto',
    shareImage: 'Das Teilen-Bild',
    fromName: 'Der Absendername',
    fromAddress: 'Die Absenderadresse',
    replyTo: 'Die Antwortadresse',
    headerMenu: 'Das Kopfzeilenmenü',
    utilityMenu: 'Das Servicemenü',
    footerMenu: 'Das Fußzeilenmenü',
    googleCode: 'Der Google-Code',
    bingCode: 'Der Bing-Code',
    favicon: 'Das Favicon',
    publicUrl: 'Die öffentliche URL',
    patternMessage: 'Die Mustermeldung',
    placeholder: 'Der Platzhalter',
    helpText: 'Der Hilfetext',
    submitText: 'Der Text der Absenden-Schaltfläche',
    successMessage: 'Die Erfolgsmeldung',
    notifySubject: 'Der Betreff der Benachrichtigung',
    listId: 'Die Listen-ID',
    confirmationSubject: 'Der Betreff der Bestätigung',
  },
  webhook: {
    urlInvalid:
      '„%{url}“ ist keine Adresse, die ein Webhook aufrufen kann: Geben Sie eine vollständige http- oder https-URL ohne Benutzernamen und Passwort an',
    scheme: 'Das Schema %{scheme} ist nicht erlaubt (nur http und https)',
    unresolved: 'Der Host %{host} lässt sich nicht auflösen',
    private:
      '%{host} verweist auf eine private, lokale oder reservierte Adresse, die Webhooks nicht aufrufen dürfen (WEBHOOK_ALLOW_PRIVATE=true hebt dies für Entwicklung und Tests auf)',
    noEvent: 'Wählen Sie mindestens ein Ereignis',
    unknownEvent: 'Unbekanntes Ereignis %{events}: wählen Sie aus %{choices}',
    secretRequired: 'Ein Geheimnis mit mindestens %{min} Zeichen ist erforderlich',
    secretShort: 'Das Geheimnis muss mindestens %{min} Zeichen lang sein',
    inFlight: 'Die Zustellung %{id} wird gerade gesendet: sehen Sie sich ihre Versuche gleich noch einmal an',
  },
  review: {
    required:
      'Eine Ihrer Rollengruppen verlangt, dass eine zweite Person Ihre Änderungen freigibt, bevor sie live gehen: Verwenden Sie „Zur Prüfung einreichen“ statt zu veröffentlichen.',
    ownChange: 'Niemand gibt seine eigene Änderung frei: Eine andere prüfende Person muss darüber entscheiden.',
    notReviewer:
      'Nur Prüfende entscheiden über zur Prüfung eingereichte Änderungen: Administratoren, deren Rollengruppen selbst keine Prüfung verlangen.',
    notPending:
      'Diese Änderung wartet nicht mehr auf Prüfung (sie wurde freigegeben, zurückgeschickt oder erneut eingereicht).',
    draftGone:
      'Der zur Prüfung eingereichte Entwurf wurde seitdem ersetzt oder verworfen: Die Autorin oder der Autor muss ihn erneut einreichen.',
    pageMoved:
      'Die Seite wurde veröffentlicht, seit diese Änderung eingereicht wurde; eine Freigabe würde diese Veröffentlichung rückgängig machen: Bitten Sie um erneutes Einreichen.',
    notDraft:
      'Version %{cvId} ist nicht der ausstehende Entwurf der Seite: Speichern Sie die Seite als Entwurf und reichen Sie dann diesen Entwurf ein.',
    commentRequired: 'Sagen Sie, was sich ändern soll: Diesen Kommentar liest die Autorin oder der Autor im Editor.',
  },
  schedule: {
    passed: 'Dieser Zeitpunkt ist vorbei: Wählen Sie einen Zeitpunkt in der Zukunft',
    versionMissing: 'Version %{cvId} wurde nicht gefunden: Sie wurde verworfen oder ersetzt, laden Sie die Liste neu',
    alreadyLive: 'Version %{cvId} ist bereits die veröffentlichte Version ihrer Seite',
    siteRecord: 'Inhalt %{id} (%{name}) wird von der Website benötigt: Er kann nicht zurückgenommen werden',
    notLive: 'Seite %{id} ist nicht online: Es gibt nichts zurückzunehmen',
    changeMissing:
      'Diese geplante Änderung wurde nicht gefunden: Sie wurde entfernt, oder ihre Seite gehört nicht zu Ihren Seiten',
    notPending:
      'Diese geplante Änderung ist bereits erfolgt, fehlgeschlagen oder abgebrochen: Nur eine ausstehende Änderung kann geändert werden',
  },
} satisfies SameKeys<typeof en>;
