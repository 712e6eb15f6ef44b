import type { MockContent } from './types';

export const de: MockContent = {
  audit: {
    categories: {
      onpage_seo: 'Onpage-SEO',
      performance: 'Leistung',
      onpage: 'Onpage',
      technical: 'Technik',
      content: 'Inhalt',
      links: 'Links',
      speed: 'Geschwindigkeit',
    },
    checks: {
      title_tag: {
        title: 'Title-Tag',
        passed: 'Der Titel ist 54 Zeichen lang und beginnt mit „{keyword}“.',
        warning: 'Der Titel ist 72 Zeichen lang und „{keyword}“ steht erst am Ende.',
        error: 'Der Titel enthält „{keyword}“ nicht.',
        why: 'Der Titel ist der blaue Link in den Suchergebnissen und das stärkste Onpage-Signal dafür, worum es auf der Seite geht.',
        fix: 'Schreiben Sie einen Titel mit 50–60 Zeichen, der mit „{keyword}“ beginnt und am Ende die Marke nennt.',
      },
      meta_description: {
        title: 'Meta-Beschreibung',
        passed: 'Vorhanden und 151 Zeichen lang.',
        warning: 'Die Beschreibung ist 48 Zeichen lang (Ziel: 120–160): Suchmaschinen ersetzen sie wahrscheinlich.',
        error: 'Die Seite hat keine Meta-Beschreibung: Fügen Sie eine mit 120–160 Zeichen hinzu.',
        why: 'Eine klare Beschreibung unter dem Link bringt mehr Menschen dazu, darauf zu klicken.',
        fix: 'Schreiben Sie 120–160 Zeichen, die „{keyword}“ erwähnen und sagen, was der Besucher bekommt.',
      },
      h1_heading: {
        title: 'H1-Überschrift',
        passed: 'Eine H1-Überschrift, und sie enthält „{keyword}“.',
        warning: 'Zwei H1-Überschriften auf der Seite.',
        error: 'Keine H1-Überschrift auf der Seite.',
        why: 'Die Hauptüberschrift zeigt Besuchern und Suchmaschinen auf einen Blick das Thema der Seite.',
        fix: 'Verwenden Sie genau eine H1, die „{keyword}“ enthält; nutzen Sie H2 und H3 für die Abschnitte darunter.',
      },
      keyword_in_url: {
        title: 'Suchbegriff in der URL',
        passed: 'Die Adresse enthält „{keyword}“.',
        warning: 'Die Adresse enthält nur einen Teil des Suchbegriffs.',
        error: 'Die Adresse enthält den Suchbegriff nicht.',
        why: 'Eine sprechende Adresse ist ein kleines Ranking-Signal und macht den Link vertrauenswürdiger.',
        fix: 'Verwenden Sie einen kurzen, lesbaren Slug mit dem Suchbegriff und leiten Sie die alte Adresse um (301).',
      },
      structured_data: {
        title: 'Strukturierte Daten',
        passed: 'Gültiges Organization- und BreadcrumbList-Markup gefunden.',
        warning: 'Das Product-Markup hat 2 Warnungen („review“ und „aggregateRating“ fehlen).',
        error: 'Keine strukturierten Daten gefunden.',
        why: 'Strukturierte Daten machen die Seite für Rich Results (Sterne, Preise, Breadcrumbs) geeignet.',
        fix: 'Fügen Sie schema.org-Markup als JSON-LD hinzu und prüfen Sie es mit einem Rich-Results-Test.',
      },
      https: {
        title: 'HTTPS',
        passed: '{host} wird über HTTPS mit gültigem Zertifikat ausgeliefert.',
        warning: 'Einige Bilder laden über unverschlüsseltes HTTP (gemischte Inhalte).',
        error: '{host} wird nicht über HTTPS ausgeliefert.',
        why: 'Browser markieren reine HTTP-Seiten als nicht sicher, und HTTPS ist ein Ranking-Signal.',
        fix: 'Installieren Sie ein Zertifikat, leiten Sie jede http://-Adresse auf https:// um und passen Sie interne Links an.',
      },
      indexability: {
        title: 'Indexierbarkeit',
        passed: 'Die Seite kann indexiert werden (kein noindex, von robots.txt erlaubt).',
        warning: 'Die Seite ist erlaubt, aber robots.txt blockiert das CSS, das sie braucht.',
        error: 'Die Seite trägt ein noindex-Tag.',
        why: 'Eine Seite, die nicht indexiert werden kann, kann überhaupt nicht ranken.',
        fix: 'Entfernen Sie das noindex-Tag und erlauben Sie die Seite und ihre Ressourcen in robots.txt.',
      },
      canonical: {
        title: 'Canonical-Tag',
        passed: 'Die Seite hat ein selbstreferenzierendes Canonical-Tag.',
        warning: 'Das Canonical-Tag zeigt auf die http://-Version der Seite.',
        error: 'Kein Canonical-Tag: doppelte Versionen können konkurrieren.',
        why: 'Das Canonical sagt Suchmaschinen, welche von mehreren ähnlichen Adressen ranken soll.',
        fix: 'Fügen Sie <link rel="canonical"> mit der eigenen https://-Adresse der Seite hinzu.',
      },
      viewport: {
        title: 'Mobiler Viewport',
        passed: 'Ein responsiver Viewport ist gesetzt.',
        warning: 'Tippziele liegen auf kleinen Bildschirmen näher als 8 px beieinander.',
        error: 'Kein Viewport-Meta-Tag: die Seite ist nicht mobilfreundlich.',
        why: 'Suchmaschinen bewerten die mobile Version der Seite.',
        fix: 'Fügen Sie <meta name="viewport" content="width=device-width, initial-scale=1"> hinzu und testen Sie auf einem Smartphone.',
      },
      sitemap: {
        title: 'XML-Sitemap',
        passed: 'Eine Sitemap mit 214 Adressen führt diese Seite auf.',
        warning: 'Die Sitemap führt diese Seite nicht auf.',
        error: 'Keine XML-Sitemap gefunden.',
        why: 'Eine Sitemap hilft Suchmaschinen, Ihre Seiten zu finden und aktuell zu halten.',
        fix: 'Veröffentlichen Sie /sitemap.xml mit jeder indexierbaren Seite und nennen Sie sie in robots.txt.',
      },
      word_count: {
        title: 'Wortanzahl',
        passed: 'Die Seite hat 1.240 Wörter Hauptinhalt.',
        warning: 'Die Seite hat 310 Wörter Hauptinhalt.',
        error: 'Die Seite hat nur 85 Wörter Hauptinhalt.',
        why: 'Dünne Seiten beantworten die Frage eines Suchenden selten gut genug, um zu ranken.',
        fix: 'Behandeln Sie „{keyword}“ vollständig: die Fragen, die Menschen stellen, Beispiele und nächste Schritte.',
      },
      keyword_usage: {
        title: 'Verwendung des Suchbegriffs',
        passed: '„{keyword}“ steht im ersten Absatz und insgesamt 7-mal im Text.',
        warning: '„{keyword}“ kommt nur einmal vor, gegen Ende der Seite.',
        error: '„{keyword}“ kommt im Text nicht vor.',
        why: 'Suchmaschinen müssen das Thema im Text finden, nicht nur im Titel.',
        fix: 'Verwenden Sie „{keyword}“ in den ersten 100 Wörtern und natürlich in einigen Überschriften und Absätzen.',
      },
      image_alt: {
        title: 'Alt-Text der Bilder',
        passed: 'Jedes Bild hat einen Alt-Text.',
        warning: '4 von 17 Bildern haben keinen Alt-Text.',
        error: '12 von 14 Bildern haben keinen Alt-Text.',
        why: 'Alt-Text macht Bilder barrierefrei und lässt sie in der Bildersuche ranken.',
        fix: 'Beschreiben Sie jedes aussagekräftige Bild mit einem kurzen Alt-Text; verwenden Sie alt="" für Dekoration.',
      },
      readability: {
        title: 'Lesbarkeit',
        passed: 'Kurze Sätze und Absätze (Lesestufe: leicht).',
        warning: 'Jeder vierte Satz hat mehr als 25 Wörter.',
        error: 'Lange Absätze und Sätze: der Text ist schwer zu lesen.',
        why: 'Lesbare Seiten halten Besucher länger, was auf eine gute Antwort hinweist.',
        fix: 'Teilen Sie lange Sätze, setzen Sie alle 300 Wörter eine Zwischenüberschrift und nutzen Sie Listen.',
      },
      broken_links: {
        title: 'Defekte Links',
        passed: 'Keine defekten Links auf der Seite.',
        warning: '2 Links antworten mit 404.',
        error: '9 Links antworten mit 404 oder laufen in eine Zeitüberschreitung.',
        why: 'Defekte Links frustrieren Besucher und verschwenden die Autorität, die die Seite weitergibt.',
        fix: 'Aktualisieren oder entfernen Sie die defekten Links; leiten Sie verschobene Seiten um.',
      },
      internal_links: {
        title: 'Interne Links',
        passed: 'Die Seite verlinkt auf 34 andere Seiten der Website.',
        warning: 'Nur 3 interne Links.',
        error: 'Keine internen Links.',
        why: 'Interne Links helfen Besuchern und Suchmaschinen, Ihre anderen Seiten zu finden.',
        fix: 'Verlinken Sie verwandte Seiten mit aussagekräftigem Ankertext.',
      },
      backlinks: {
        title: 'Backlinks',
        passed: '186 verweisende Domains, 41 davon mit hoher Autorität.',
        warning: '23 verweisende Domains, die meisten davon Verzeichnisse.',
        error: 'Keine verweisenden Domains gefunden.',
        why: 'Links von anderen vertrauenswürdigen Websites gehören zu den stärksten Ranking-Signalen.',
        fix: 'Veröffentlichen Sie zitierwürdige Inhalte und bitten Sie Partner und Lieferanten, darauf zu verlinken.',
      },
      lcp: {
        title: 'Largest Contentful Paint',
        passed: 'LCP beträgt mobil 1,8 s.',
        warning: 'LCP beträgt mobil 3,2 s: Ziel sind unter 2,5 s.',
        error: 'LCP beträgt mobil 6,4 s.',
        why: 'Langsame Seiten verlieren Besucher, und die Ladezeit gehört zu den Signalen der Nutzererfahrung.',
        fix: 'Komprimieren und verkleinern Sie das Hauptbild, laden Sie es vorab und liefern Sie es als WebP oder AVIF aus.',
      },
      page_weight: {
        title: 'Seitengewicht',
        passed: 'Die Seite wiegt 1,1 MB.',
        warning: 'Die Seite wiegt 3,8 MB; allein das Titelbild hat 1,9 MB.',
        error: 'Die Seite wiegt 9,2 MB.',
        why: 'Schwere Seiten sind in Mobilfunknetzen langsam und kosten Besucher Datenvolumen.',
        fix: 'Komprimieren Sie Bilder, entfernen Sie ungenutzte Skripte und laden Sie Bilder unterhalb des sichtbaren Bereichs verzögert.',
      },
      compression: {
        title: 'Komprimierung und Caching',
        passed: 'Text wird komprimiert (Brotli) und statische Dateien werden ein Jahr lang gecacht.',
        warning: 'CSS wird unkomprimiert ausgeliefert.',
        error: 'Keine Komprimierung und keine Cache-Header.',
        why: 'Komprimierung und Caching machen jeden Besuch nach dem ersten deutlich schneller.',
        fix: 'Aktivieren Sie Brotli oder gzip und senden Sie lange Cache-Control-Header für versionierte Dateien.',
      },
      cls: {
        title: 'Cumulative Layout Shift',
        passed: 'CLS beträgt 0,02.',
        warning: 'CLS beträgt 0,18: Inhalte verschieben sich beim Laden der Seite.',
        error: 'CLS beträgt 0,41.',
        why: 'Springende Inhalte lassen Menschen auf das Falsche klicken.',
        fix: 'Geben Sie Bildern und Einbettungen Breite und Höhe und reservieren Sie Platz für Banner.',
      },
    },
  },
  crawlIssues: {
    broken_page: {
      title: 'Seiten antworten mit 4xx',
      description:
        'Diese Seiten antworten mit einem Client-Fehler (meist 404 Not Found). Besucher und Suchmaschinen landen in einer Sackgasse.',
      how_to_fix:
        'Stellen Sie die Seite wieder her oder leiten Sie die Adresse (301) auf die nächste passende Seite um und passen Sie die Links darauf an.',
    },
    server_error: {
      title: 'Seiten antworten mit 5xx',
      description:
        'Der Server ist beim Ausliefern dieser Seiten gescheitert. Wiederholt sich das, crawlen Suchmaschinen seltener.',
      how_to_fix:
        'Prüfen Sie die Server-Logs zu diesen Adressen und beheben Sie den fehlerhaften Code oder die Ressourcengrenzen.',
    },
    missing_title: {
      title: 'Title-Tag fehlt',
      description:
        'Die Seite hat kein <title>. Suchergebnisse zeigen dann einen Titel, den die Suchmaschine selbst erfindet.',
      how_to_fix: 'Geben Sie jeder Seite einen eigenen Titel mit 30–60 Zeichen, der ihr Thema nennt.',
    },
    duplicate_title: {
      title: 'Doppelte Titel',
      description:
        'Mehrere Seiten haben denselben Titel; Suchmaschinen können nicht erkennen, welche eine Suchanfrage beantwortet.',
      how_to_fix: 'Schreiben Sie für jede Seite einen eigenen Titel.',
    },
    long_title: {
      title: 'Titel zu lang',
      description: 'Titel mit mehr als etwa 60 Zeichen werden in den Suchergebnissen abgeschnitten.',
      how_to_fix: 'Kürzen Sie den Titel und stellen Sie die wichtigen Wörter an den Anfang.',
    },
    missing_meta_description: {
      title: 'Meta-Beschreibung fehlt',
      description: 'Ohne Meta-Beschreibung zeigen Suchergebnisse einen Ausschnitt aus dem Seitentext.',
      how_to_fix: 'Fügen Sie eine Meta-Beschreibung mit 120–160 Zeichen hinzu, die zum Klicken einlädt.',
    },
    slow_page: {
      title: 'Langsame Seiten (über 1,5 s)',
      description:
        'Diese Seiten brauchten mehr als 1,5 Sekunden zum Laden. Langsame Seiten verlieren Besucher und ranken mobil schlechter.',
      how_to_fix:
        'Komprimieren Sie Bilder, cachen Sie statische Dateien und reduzieren Sie render-blockierende Skripte.',
    },
    missing_h1: {
      title: 'H1-Überschrift fehlt',
      description: 'Die Seite hat keine H1, die Überschrift, die Lesern und Suchmaschinen ihr Thema nennt.',
      how_to_fix: 'Fügen Sie eine H1 hinzu, die das Thema der Seite nennt.',
    },
    mixed_content: {
      title: 'Gemischte Inhalte',
      description:
        'Diese HTTPS-Seiten laden Bilder oder Skripte über unverschlüsseltes HTTP; Browser blockieren oder markieren sie.',
      how_to_fix: 'Laden Sie jede Ressource über HTTPS.',
    },
    redirect: {
      title: 'Interne Links auf Weiterleitungen',
      description: 'Interne Links zeigen auf Adressen, die weiterleiten; jeder Sprung kostet Zeit und Crawl-Budget.',
      how_to_fix: 'Verlinken Sie direkt die endgültige Adresse.',
    },
    noindex: {
      title: 'Nicht indexierbare Seiten',
      description:
        'Diese Seiten bitten Suchmaschinen, sie nicht zu indexieren (noindex oder Canonical auf eine andere Seite).',
      how_to_fix: 'Prüfen Sie, ob das gewollt ist; entfernen Sie noindex bei Seiten, die gefunden werden sollen.',
    },
    deep_page: {
      title: 'Seiten 4+ Klicks tief',
      description: 'Seiten, die vier oder mehr Klicks von der Startseite entfernt sind, werden seltener gecrawlt.',
      how_to_fix: 'Verlinken Sie sie von Kategorieseiten oder aus der Navigation.',
    },
    missing_alt: {
      title: 'Bilder ohne Alt-Text',
      description: 'Bilder ohne Alt-Text sagen Screenreadern und der Bildersuche nichts.',
      how_to_fix: 'Beschreiben Sie jedes aussagekräftige Bild in seinem alt-Attribut.',
    },
    low_word_count: {
      title: 'Wenig Text',
      description: 'Seiten mit weniger als 200 Wörtern gelten oft als dünner Inhalt.',
      how_to_fix:
        'Bauen Sie den Text aus, wo die Seite ranken soll, oder führen Sie sie mit einer verwandten Seite zusammen.',
    },
  },
  messages: {
    audit_unreachable: '{host} war nicht erreichbar: Die Domain lässt sich nicht auflösen.',
    temp_report_missing:
      'Dieser vorläufige Bericht existiert nicht oder ist abgelaufen (sie werden 24 Stunden aufbewahrt).',
  },
  emailTexts: {
    1: {
      subject: 'Neuer Lead von {widget_name}',
      body: '<p>Hallo {first_name},</p><p>{lead_name} ({lead_email}) hat gerade ein Audit von <a href="{lead_url}">{lead_url}</a> angefordert.</p>',
    },
    2: {
      subject: 'Ihr SEO-Audit von {lead_url}',
      body: '<p>Hallo {lead_name},</p><p>Danke für Ihre Anfrage. Ihr Bericht ist fertig: <a href="{report_link}">Bericht öffnen</a>.</p>',
    },
    3: {
      subject: 'Haben Sie diese Probleme auf {lead_url} behoben?',
      body: '<p>Hallo {lead_name},</p><p>Vor drei Tagen haben wir Ihre Website geprüft. Möchten Sie Hilfe bei den Korrekturen? Antworten Sie einfach auf diese E-Mail.</p>',
    },
  },
  emailTemplates: {
    1: 'Benachrichtigung über neuen Lead',
    2: 'Audit-Bericht an Besucher',
    3: 'Nachfassen nach 3 Tagen',
  },
  notifications: {
    trial_ends: 'Ihre kostenlose Testphase endet in {days} Tagen.',
    rankings_updated: 'Die Rankings von {project} wurden aktualisiert.',
    new_leads_week: 'Neue Leads in dieser Woche: {count}.',
    smtp_verified: 'SMTP-Einstellungen geprüft: Berichte werden jetzt von {email} gesendet.',
    smtp_not_verified: 'Ihre SMTP-Einstellungen sind noch nicht geprüft: Berichte werden von unserer Adresse gesendet.',
    new_lead: 'Neuer Lead von {widget}: {lead}.',
  },
  report: {
    heading: 'SEO-Audit von {url}',
    keyword: 'Suchbegriff',
    score: 'Gesamtwertung: {score} / 100.',
    attention: '{count} von {total} Prüfungen brauchen Aufmerksamkeit.',
    fix_first: 'Was zuerst zu beheben ist',
    nothing: 'Nichts zu beheben: gut gemacht.',
    full: 'Vollständiger Bericht',
    pdf_title: 'SEO-Audit-Bericht: {url}',
    score_label: 'Wertung',
    date: 'Datum',
    passed: 'bestanden',
    warning: 'Warnung',
    error: 'Fehler',
    not_available: 'k. A.',
  },
};
