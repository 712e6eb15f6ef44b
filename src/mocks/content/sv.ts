import type { MockContent } from './types';

export const sv: MockContent = {
  crawlIssues: {
    broken_page: {
      title: 'Sidor svarar med 4xx',
      description:
        'De här sidorna svarar med ett klientfel (oftast 404 Not Found). Besökare och sökmotorer hamnar i en återvändsgränd.',
      how_to_fix:
        'Återställ sidan, eller omdirigera adressen (301) till närmaste aktiva sida och uppdatera länkarna som pekar dit.',
    },
    server_error: {
      title: 'Sidor svarar med 5xx',
      description:
        'Servern misslyckades med att svara på de här sidorna. Sökmotorer genomsöker mer sällan när det upprepas.',
      how_to_fix: 'Kontrollera serverloggarna för adresserna och rätta den felande koden eller resursgränserna.',
    },
    missing_title: {
      title: 'Title-tagg saknas',
      description: 'Sidan har ingen <title>. Sökresultaten visar då en titel som sökmotorn hittar på själv.',
      how_to_fix: 'Ge varje sida en unik titel på 30–60 tecken som anger ämnet.',
    },
    duplicate_title: {
      title: 'Dubblerade titlar',
      description: 'Flera sidor har samma titel, så sökmotorerna kan inte avgöra vilken som svarar på en sökning.',
      how_to_fix: 'Skriv en egen titel för varje sida.',
    },
    long_title: {
      title: 'För lång titel',
      description: 'Titlar längre än ungefär 60 tecken kortas av i sökresultaten.',
      how_to_fix: 'Korta titeln och sätt de viktiga orden först.',
    },
    missing_meta_description: {
      title: 'Metabeskrivning saknas',
      description: 'Utan metabeskrivning visar sökresultaten ett utdrag ur sidans text.',
      how_to_fix: 'Lägg till en metabeskrivning på 120–160 tecken som lockar till klick.',
    },
    slow_page: {
      title: 'Långsamma sidor (över 1,5 s)',
      description:
        'De här sidorna tog mer än 1,5 sekunder att läsa in. Långsamma sidor tappar besökare och rankas lägre i mobilen.',
      how_to_fix: 'Komprimera bilder, cacha statiska filer och minska skript som blockerar renderingen.',
    },
    missing_h1: {
      title: 'H1-rubrik saknas',
      description: 'Sidan har ingen H1, rubriken som berättar för läsare och sökmotorer vad den handlar om.',
      how_to_fix: 'Lägg till en H1 som anger sidans ämne.',
    },
    mixed_content: {
      title: 'Blandat innehåll',
      description:
        'De här HTTPS-sidorna läser in bilder eller skript via okrypterad HTTP; webbläsare blockerar eller flaggar dem.',
      how_to_fix: 'Läs in alla resurser via HTTPS.',
    },
    redirect: {
      title: 'Interna länkar till omdirigeringar',
      description: 'Interna länkar pekar på adresser som omdirigerar; varje hopp kostar tid och genomsökningsbudget.',
      how_to_fix: 'Länka direkt till den slutliga adressen.',
    },
    noindex: {
      title: 'Sidor som inte kan indexeras',
      description:
        'De här sidorna ber sökmotorer att inte indexera dem (noindex eller en canonical till en annan sida).',
      how_to_fix: 'Kontrollera att det är avsiktligt; ta bort noindex från sidor som ska synas i sök.',
    },
    deep_page: {
      title: 'Sidor 4+ klick djupt',
      description: 'Sidor som ligger fyra eller fler klick från startsidan genomsöks mer sällan.',
      how_to_fix: 'Länka till dem från kategorisidor eller navigeringen.',
    },
    missing_alt: {
      title: 'Bilder utan alt-text',
      description: 'Bilder utan alt-text säger ingenting till skärmläsare och bildsökning.',
      how_to_fix: 'Beskriv varje meningsfull bild i dess alt-attribut.',
    },
    low_word_count: {
      title: 'Få ord',
      description: 'Sidor med färre än 200 ord räknas ofta som tunt innehåll.',
      how_to_fix: 'Bygg ut texten där sidan ska rankas, eller slå ihop den med en närliggande sida.',
    },
  },
  emailTemplates: {
    1: 'Avisering om nytt lead',
    2: 'Granskningsrapport till besökare',
    3: 'Uppföljning efter 3 dagar',
  },
  notifications: {
    trial_ends: 'Din kostnadsfria provperiod slutar om {days} dagar.',
    rankings_updated: 'Placeringarna för {project} har uppdaterats.',
    new_leads_week: 'Nya leads den här veckan: {count}.',
    smtp_verified: 'SMTP-inställningar verifierade: rapporter skickas nu från {email}.',
    smtp_not_verified: 'Dina SMTP-inställningar är inte verifierade ännu: rapporter skickas från vår adress.',
    new_lead: 'Nytt lead från {widget}: {lead}.',
  },
  report: {
    heading: 'SEO-granskning av {url}',
    keyword: 'Sökord',
    score: 'Totalpoäng: {score} / 100.',
    attention: '{count} av {total} kontroller behöver åtgärdas.',
    fix_first: 'Åtgärda först',
    nothing: 'Inget att åtgärda: bra jobbat.',
    full: 'Hela rapporten',
    pdf_title: 'SEO-granskningsrapport: {url}',
    score_label: 'Poäng',
    date: 'Datum',
    passed: 'godkänd',
    warning: 'varning',
    error: 'fel',
    not_available: 'saknas',
  },
};
