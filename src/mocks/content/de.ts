import type { MockContent } from './types';

export const de: MockContent = {
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
