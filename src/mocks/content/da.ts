import type { MockContent } from './types';

export const da: MockContent = {
  crawlIssues: {
    broken_page: {
      title: 'Sider svarer med 4xx',
      description:
        'Disse sider svarer med en klientfejl (som regel 404 Not Found). Besøgende og søgemaskiner ender i en blindgyde.',
      how_to_fix:
        'Genskab siden, eller omdiriger adressen (301) til den nærmeste aktive side, og ret de links, der peger på den.',
    },
    server_error: {
      title: 'Sider svarer med 5xx',
      description:
        'Serveren fejlede, da den svarede på disse sider. Søgemaskiner crawler sjældnere, når det gentager sig.',
      how_to_fix: 'Tjek serverloggene for disse adresser, og ret den fejlende kode eller ressourcegrænserne.',
    },
    missing_title: {
      title: 'Title-tag mangler',
      description: 'Siden har ingen <title>. Søgeresultaterne viser så en titel, som søgemaskinen selv finder på.',
      how_to_fix: 'Giv hver side en unik titel på 30–60 tegn, der nævner dens emne.',
    },
    duplicate_title: {
      title: 'Dublerede titler',
      description: 'Flere sider har samme titel, så søgemaskinerne kan ikke se, hvilken der besvarer en søgning.',
      how_to_fix: 'Skriv en særskilt titel til hver side.',
    },
    long_title: {
      title: 'Titel for lang',
      description: 'Titler på mere end cirka 60 tegn bliver afkortet i søgeresultaterne.',
      how_to_fix: 'Forkort titlen, og sæt de vigtige ord først.',
    },
    missing_meta_description: {
      title: 'Metabeskrivelse mangler',
      description: 'Uden metabeskrivelse viser søgeresultaterne et uddrag af sidens tekst.',
      how_to_fix: 'Tilføj en metabeskrivelse på 120–160 tegn, der indbyder til et klik.',
    },
    slow_page: {
      title: 'Langsomme sider (over 1,5 s)',
      description:
        'Disse sider tog mere end 1,5 sekund at indlæse. Langsomme sider mister besøgende og rangerer lavere på mobil.',
      how_to_fix: 'Komprimer billeder, cache statiske filer, og skær ned på scripts, der blokerer gengivelsen.',
    },
    missing_h1: {
      title: 'H1-overskrift mangler',
      description: 'Siden har ingen H1, overskriften der fortæller læsere og søgemaskiner, hvad den handler om.',
      how_to_fix: 'Tilføj én H1, der angiver sidens emne.',
    },
    mixed_content: {
      title: 'Blandet indhold',
      description:
        'Disse HTTPS-sider henter billeder eller scripts over almindelig HTTP; browsere blokerer eller markerer dem.',
      how_to_fix: 'Hent alle ressourcer over HTTPS.',
    },
    redirect: {
      title: 'Interne links til omdirigeringer',
      description: 'Interne links peger på adresser, der omdirigerer; hvert spring koster tid og crawlbudget.',
      how_to_fix: 'Link direkte til den endelige adresse.',
    },
    noindex: {
      title: 'Sider, der ikke kan indekseres',
      description:
        'Disse sider beder søgemaskiner om ikke at indeksere dem (noindex eller en canonical til en anden side).',
      how_to_fix: 'Tjek, at det er meningen; fjern noindex fra sider, der skal kunne findes.',
    },
    deep_page: {
      title: 'Sider 4+ klik dybt',
      description: 'Sider, der ligger fire eller flere klik fra forsiden, crawles sjældnere.',
      how_to_fix: 'Link til dem fra kategorisider eller navigationen.',
    },
    missing_alt: {
      title: 'Billeder uden alt-tekst',
      description: 'Billeder uden alt-tekst siger intet til skærmlæsere og billedsøgning.',
      how_to_fix: 'Beskriv hvert meningsfuldt billede i dets alt-attribut.',
    },
    low_word_count: {
      title: 'Få ord',
      description: 'Sider med færre end 200 ord regnes ofte for tyndt indhold.',
      how_to_fix: 'Udvid teksten, hvor siden skal rangere, eller slå den sammen med en beslægtet side.',
    },
  },
  emailTemplates: { 1: 'Besked om nyt lead', 2: 'Auditrapport til besøgende', 3: 'Opfølgning efter 3 dage' },
  notifications: {
    trial_ends: 'Din gratis prøveperiode slutter om {days} dage.',
    rankings_updated: 'Placeringerne for {project} er opdateret.',
    new_leads_week: 'Nye leads i denne uge: {count}.',
    smtp_verified: 'SMTP-indstillinger bekræftet: rapporter sendes nu fra {email}.',
    smtp_not_verified: 'Dine SMTP-indstillinger er ikke bekræftet endnu: rapporter sendes fra vores adresse.',
    new_lead: 'Nyt lead fra {widget}: {lead}.',
  },
  report: {
    heading: 'SEO-audit af {url}',
    keyword: 'Søgeord',
    score: 'Samlet score: {score} / 100.',
    attention: '{count} af {total} kontroller kræver opmærksomhed.',
    fix_first: 'Det skal rettes først',
    nothing: 'Intet at rette: godt gået.',
    full: 'Hele rapporten',
    pdf_title: 'SEO-auditrapport: {url}',
    score_label: 'Score',
    date: 'Dato',
    passed: 'bestået',
    warning: 'advarsel',
    error: 'fejl',
    not_available: 'i/t',
  },
};
