import type { MockContent } from './types';

export const nb: MockContent = {
  crawlIssues: {
    broken_page: {
      title: 'Sider svarer med 4xx',
      description:
        'Disse sidene svarer med en klientfeil (som regel 404 Not Found). Besøkende og søkemotorer havner i en blindvei.',
      how_to_fix:
        'Gjenopprett siden, eller videresend adressen (301) til nærmeste aktive side, og oppdater lenkene som peker dit.',
    },
    server_error: {
      title: 'Sider svarer med 5xx',
      description:
        'Serveren feilet da den svarte på disse sidene. Søkemotorer crawler sjeldnere når dette gjentar seg.',
      how_to_fix: 'Sjekk serverloggene for disse adressene, og rett koden som feiler eller ressursgrensene.',
    },
    missing_title: {
      title: 'Title-tagg mangler',
      description: 'Siden har ingen <title>. Søkeresultatene viser da en tittel søkemotoren finner på selv.',
      how_to_fix: 'Gi hver side en unik tittel på 30–60 tegn som nevner emnet.',
    },
    duplicate_title: {
      title: 'Like titler',
      description: 'Flere sider har samme tittel, så søkemotorene kan ikke se hvilken som svarer på et søk.',
      how_to_fix: 'Skriv en egen tittel for hver side.',
    },
    long_title: {
      title: 'For lang tittel',
      description: 'Titler lengre enn omtrent 60 tegn blir kuttet i søkeresultatene.',
      how_to_fix: 'Forkort tittelen og sett de viktige ordene først.',
    },
    missing_meta_description: {
      title: 'Metabeskrivelse mangler',
      description: 'Uten metabeskrivelse viser søkeresultatene et utdrag fra sidens tekst.',
      how_to_fix: 'Legg til en metabeskrivelse på 120–160 tegn som inviterer til et klikk.',
    },
    slow_page: {
      title: 'Trege sider (over 1,5 s)',
      description:
        'Disse sidene brukte mer enn 1,5 sekunder på å laste. Trege sider mister besøkende og rangerer lavere på mobil.',
      how_to_fix: 'Komprimer bilder, mellomlagre statiske filer og kutt skript som blokkerer gjengivelsen.',
    },
    missing_h1: {
      title: 'H1-overskrift mangler',
      description: 'Siden har ingen H1, overskriften som forteller lesere og søkemotorer hva den handler om.',
      how_to_fix: 'Legg til én H1 som sier hva siden handler om.',
    },
    mixed_content: {
      title: 'Blandet innhold',
      description:
        'Disse HTTPS-sidene laster bilder eller skript over vanlig HTTP; nettlesere blokkerer eller merker dem.',
      how_to_fix: 'Last alle ressurser over HTTPS.',
    },
    redirect: {
      title: 'Interne lenker til videresendinger',
      description: 'Interne lenker peker på adresser som videresender; hvert hopp koster tid og crawlbudsjett.',
      how_to_fix: 'Lenk rett til den endelige adressen.',
    },
    noindex: {
      title: 'Sider som ikke kan indekseres',
      description:
        'Disse sidene ber søkemotorer om ikke å indeksere dem (noindex eller en canonical til en annen side).',
      how_to_fix: 'Sjekk at dette er meningen; fjern noindex fra sider som skal vises i søk.',
    },
    deep_page: {
      title: 'Sider 4+ klikk dypt',
      description: 'Sider som ligger fire eller flere klikk fra forsiden, crawles sjeldnere.',
      how_to_fix: 'Lenk til dem fra kategorisider eller navigasjonen.',
    },
    missing_alt: {
      title: 'Bilder uten alt-tekst',
      description: 'Bilder uten alt-tekst sier ingenting til skjermlesere og bildesøk.',
      how_to_fix: 'Beskriv hvert meningsfylt bilde i alt-attributtet.',
    },
    low_word_count: {
      title: 'Få ord',
      description: 'Sider med færre enn 200 ord regnes ofte som tynt innhold.',
      how_to_fix: 'Utvid teksten der siden skal rangere, eller slå den sammen med en beslektet side.',
    },
  },
  emailTemplates: { 1: 'Varsel om nytt lead', 2: 'Revisjonsrapport til besøkende', 3: 'Oppfølging etter 3 dager' },
  notifications: {
    trial_ends: 'Den gratis prøveperioden din slutter om {days} dager.',
    rankings_updated: 'Plasseringene for {project} er oppdatert.',
    new_leads_week: 'Nye leads denne uken: {count}.',
    smtp_verified: 'SMTP-innstillinger bekreftet: rapporter sendes nå fra {email}.',
    smtp_not_verified: 'SMTP-innstillingene dine er ikke bekreftet ennå: rapporter sendes fra vår adresse.',
    new_lead: 'Nytt lead fra {widget}: {lead}.',
  },
  report: {
    heading: 'SEO-revisjon av {url}',
    keyword: 'Søkeord',
    score: 'Samlet poengsum: {score} / 100.',
    attention: '{count} av {total} kontroller trenger oppmerksomhet.',
    fix_first: 'Dette bør rettes først',
    nothing: 'Ingenting å rette: bra jobbet.',
    full: 'Hele rapporten',
    pdf_title: 'SEO-revisjonsrapport: {url}',
    score_label: 'Poengsum',
    date: 'Dato',
    passed: 'bestått',
    warning: 'advarsel',
    error: 'feil',
    not_available: 'i.t.',
  },
};
