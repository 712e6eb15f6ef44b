import type { MockContent } from './types';

export const it: MockContent = {
  crawlIssues: {
    broken_page: {
      title: 'Pagine con errore 4xx',
      description:
        'Queste pagine rispondono con un errore del client (di solito 404 Not Found). Visitatori e motori di ricerca finiscono in un vicolo cieco.',
      how_to_fix:
        'Ripristina la pagina o reindirizza l’indirizzo (301) alla pagina attiva più vicina e aggiorna i link che vi puntano.',
    },
    server_error: {
      title: 'Pagine con errore 5xx',
      description:
        'Il server non è riuscito a rispondere a queste pagine. Se succede spesso, i motori di ricerca le scansionano meno.',
      how_to_fix:
        'Controlla i log del server per questi indirizzi e correggi il codice che fallisce o i limiti delle risorse.',
    },
    missing_title: {
      title: 'Tag title mancante',
      description:
        'La pagina non ha un <title>. I risultati mostrano allora un titolo inventato dal motore di ricerca.',
      how_to_fix: 'Dai a ogni pagina un titolo unico di 30–60 caratteri che ne nomini l’argomento.',
    },
    duplicate_title: {
      title: 'Titoli duplicati',
      description: 'Più pagine hanno lo stesso titolo, quindi i motori non capiscono quale risponde a una ricerca.',
      how_to_fix: 'Scrivi un titolo diverso per ogni pagina.',
    },
    long_title: {
      title: 'Titolo troppo lungo',
      description: 'I titoli oltre i 60 caratteri circa vengono tagliati nei risultati di ricerca.',
      how_to_fix: 'Accorcia il titolo e metti prima le parole importanti.',
    },
    missing_meta_description: {
      title: 'Meta description mancante',
      description: 'Senza meta description, i risultati mostrano un estratto preso dal testo della pagina.',
      how_to_fix: 'Aggiungi una meta description di 120–160 caratteri che inviti al clic.',
    },
    slow_page: {
      title: 'Pagine lente (oltre 1,5 s)',
      description:
        'Queste pagine hanno impiegato più di 1,5 secondi a caricarsi. Le pagine lente perdono visitatori e si posizionano peggio su mobile.',
      how_to_fix: 'Comprimi le immagini, metti in cache i file statici e riduci gli script che bloccano il rendering.',
    },
    missing_h1: {
      title: 'Intestazione H1 mancante',
      description: 'La pagina non ha un H1, l’intestazione che dice a lettori e motori di cosa parla.',
      how_to_fix: 'Aggiungi un H1 che dichiari l’argomento della pagina.',
    },
    mixed_content: {
      title: 'Contenuti misti',
      description:
        'Queste pagine HTTPS caricano immagini o script via HTTP semplice; i browser li bloccano o li segnalano.',
      how_to_fix: 'Carica ogni risorsa via HTTPS.',
    },
    redirect: {
      title: 'Link interni a reindirizzamenti',
      description:
        'I link interni puntano a indirizzi che reindirizzano; ogni passaggio costa tempo e budget di scansione.',
      how_to_fix: 'Collega direttamente l’indirizzo finale.',
    },
    noindex: {
      title: 'Pagine non indicizzabili',
      description:
        'Queste pagine chiedono ai motori di non indicizzarle (noindex o un canonical verso un’altra pagina).',
      how_to_fix: 'Verifica che sia voluto; togli noindex dalle pagine che devono comparire nella ricerca.',
    },
    deep_page: {
      title: 'Pagine a 4+ clic di profondità',
      description: 'Le pagine a quattro o più clic dalla home page vengono scansionate meno spesso.',
      how_to_fix: 'Collegale dalle pagine di categoria o dalla navigazione.',
    },
    missing_alt: {
      title: 'Immagini senza testo alternativo',
      description:
        'Le immagini senza testo alternativo non dicono nulla agli screen reader né alla ricerca per immagini.',
      how_to_fix: 'Descrivi ogni immagine significativa nel suo attributo alt.',
    },
    low_word_count: {
      title: 'Poche parole',
      description: 'Le pagine con meno di 200 parole sono spesso considerate contenuto scarno.',
      how_to_fix: 'Amplia il testo dove la pagina deve posizionarsi, oppure uniscila a una pagina affine.',
    },
  },
  emailTemplates: { 1: 'Avviso di nuovo contatto', 2: 'Report di audit al visitatore', 3: 'Promemoria dopo 3 giorni' },
  notifications: {
    trial_ends: 'La tua prova gratuita termina tra {days} giorni.',
    rankings_updated: 'Le posizioni di {project} sono state aggiornate.',
    new_leads_week: 'Nuovi contatti questa settimana: {count}.',
    smtp_verified: 'Impostazioni SMTP verificate: ora i report partono da {email}.',
    smtp_not_verified: 'Le tue impostazioni SMTP non sono ancora verificate: i report partono dal nostro indirizzo.',
    new_lead: 'Nuovo contatto da {widget}: {lead}.',
  },
  report: {
    heading: 'Audit SEO di {url}',
    keyword: 'Parola chiave',
    score: 'Punteggio complessivo: {score} / 100.',
    attention: '{count} controlli su {total} richiedono attenzione.',
    fix_first: 'Cosa correggere per primo',
    nothing: 'Niente da correggere: ottimo lavoro.',
    full: 'Report completo',
    pdf_title: 'Report di audit SEO: {url}',
    score_label: 'Punteggio',
    date: 'Data',
    passed: 'superato',
    warning: 'avviso',
    error: 'errore',
    not_available: 'n.d.',
  },
};
