import type { MockContent } from './types';

export const nl: MockContent = {
  crawlIssues: {
    broken_page: {
      title: "Pagina's geven 4xx",
      description:
        "Deze pagina's antwoorden met een clientfout (meestal 404 Not Found). Bezoekers en zoekmachines lopen dood.",
      how_to_fix:
        'Zet de pagina terug, of stuur het adres door (301) naar de dichtstbijzijnde live pagina en pas de links ernaar aan.',
    },
    server_error: {
      title: "Pagina's geven 5xx",
      description:
        "De server faalde bij het beantwoorden van deze pagina's. Zoekmachines crawlen minder vaak als dit zich herhaalt.",
      how_to_fix: 'Bekijk de serverlogs voor deze adressen en herstel de falende code of de limieten van de server.',
    },
    missing_title: {
      title: 'Title-tag ontbreekt',
      description: 'De pagina heeft geen <title>. Zoekresultaten tonen dan een titel die de zoekmachine zelf verzint.',
      how_to_fix: 'Geef elke pagina een eigen titel van 30–60 tekens die het onderwerp noemt.',
    },
    duplicate_title: {
      title: 'Dubbele titels',
      description:
        "Meerdere pagina's hebben dezelfde titel, zodat zoekmachines niet weten welke een zoekvraag beantwoordt.",
      how_to_fix: 'Schrijf voor elke pagina een eigen titel.',
    },
    long_title: {
      title: 'Titel te lang',
      description: 'Titels langer dan ongeveer 60 tekens worden in zoekresultaten afgekapt.',
      how_to_fix: 'Kort de titel in en zet de belangrijke woorden vooraan.',
    },
    missing_meta_description: {
      title: 'Metabeschrijving ontbreekt',
      description: 'Zonder metabeschrijving tonen zoekresultaten een fragment uit de paginatekst.',
      how_to_fix: 'Voeg een metabeschrijving van 120–160 tekens toe die uitnodigt tot klikken.',
    },
    slow_page: {
      title: "Trage pagina's (boven 1,5 s)",
      description:
        "Deze pagina's deden er langer dan 1,5 seconde over om te laden. Trage pagina's verliezen bezoekers en scoren mobiel lager.",
      how_to_fix: 'Comprimeer afbeeldingen, cache statische bestanden en beperk scripts die het renderen blokkeren.',
    },
    missing_h1: {
      title: 'H1-kop ontbreekt',
      description: 'De pagina heeft geen H1, de kop die lezers en zoekmachines vertelt waar ze over gaat.',
      how_to_fix: 'Voeg één H1 toe die het onderwerp van de pagina noemt.',
    },
    mixed_content: {
      title: 'Gemengde inhoud',
      description:
        "Deze HTTPS-pagina's laden afbeeldingen of scripts via gewoon HTTP; browsers blokkeren of markeren ze.",
      how_to_fix: 'Laad elke bron via HTTPS.',
    },
    redirect: {
      title: 'Interne links naar doorverwijzingen',
      description: 'Interne links wijzen naar adressen die doorverwijzen; elke stap kost tijd en crawlbudget.',
      how_to_fix: 'Link direct naar het uiteindelijke adres.',
    },
    noindex: {
      title: "Niet-indexeerbare pagina's",
      description:
        "Deze pagina's vragen zoekmachines ze niet te indexeren (noindex of een canonical naar een andere pagina).",
      how_to_fix: "Controleer of dit zo bedoeld is; haal noindex weg bij pagina's die gevonden moeten worden.",
    },
    deep_page: {
      title: "Pagina's 4+ klikken diep",
      description: "Pagina's die vier of meer klikken van de homepage liggen, worden minder vaak gecrawld.",
      how_to_fix: "Link ernaar vanaf categoriepagina's of de navigatie.",
    },
    missing_alt: {
      title: 'Afbeeldingen zonder alt-tekst',
      description: 'Afbeeldingen zonder alt-tekst zeggen niets tegen schermlezers en het zoeken naar afbeeldingen.',
      how_to_fix: 'Beschrijf elke betekenisvolle afbeelding in het alt-attribuut.',
    },
    low_word_count: {
      title: 'Weinig woorden',
      description: "Pagina's met minder dan 200 woorden gelden vaak als dunne inhoud.",
      how_to_fix: 'Breid de tekst uit waar de pagina moet scoren, of voeg haar samen met een verwante pagina.',
    },
  },
  emailTemplates: { 1: 'Melding nieuwe lead', 2: 'Auditrapport aan bezoeker', 3: 'Opvolging na 3 dagen' },
  notifications: {
    trial_ends: 'Je gratis proefperiode eindigt over {days} dagen.',
    rankings_updated: 'De posities van {project} zijn bijgewerkt.',
    new_leads_week: 'Nieuwe leads deze week: {count}.',
    smtp_verified: 'SMTP-instellingen gecontroleerd: rapporten worden nu verstuurd vanaf {email}.',
    smtp_not_verified: 'Je SMTP-instellingen zijn nog niet gecontroleerd: rapporten worden vanaf ons adres verstuurd.',
    new_lead: 'Nieuwe lead via {widget}: {lead}.',
  },
  report: {
    heading: 'SEO-audit van {url}',
    keyword: 'Zoekwoord',
    score: 'Totaalscore: {score} / 100.',
    attention: '{count} van {total} controles vragen aandacht.',
    fix_first: 'Wat eerst te verhelpen',
    nothing: 'Niets te verhelpen: goed gedaan.',
    full: 'Volledig rapport',
    pdf_title: 'SEO-auditrapport: {url}',
    score_label: 'Score',
    date: 'Datum',
    passed: 'geslaagd',
    warning: 'waarschuwing',
    error: 'fout',
    not_available: 'n.v.t.',
  },
};
