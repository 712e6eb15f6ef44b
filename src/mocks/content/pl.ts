import type { MockContent } from './types';

export const pl: MockContent = {
  crawlIssues: {
    broken_page: {
      title: 'Strony zwracają 4xx',
      description:
        'Te strony odpowiadają błędem klienta (zwykle 404 Not Found). Odwiedzający i wyszukiwarki trafiają w ślepy zaułek.',
      how_to_fix:
        'Przywróć stronę albo przekieruj adres (301) na najbliższą działającą stronę i popraw linki, które do niej prowadzą.',
    },
    server_error: {
      title: 'Strony zwracają 5xx',
      description:
        'Serwer zawiódł przy odpowiadaniu na te strony. Gdy to się powtarza, wyszukiwarki rzadziej je indeksują.',
      how_to_fix: 'Sprawdź logi serwera dla tych adresów i napraw błędny kod lub limity zasobów.',
    },
    missing_title: {
      title: 'Brak znacznika title',
      description: 'Strona nie ma <title>. Wyniki wyszukiwania pokazują wtedy tytuł wymyślony przez wyszukiwarkę.',
      how_to_fix: 'Nadaj każdej stronie unikalny tytuł o długości 30–60 znaków, który nazywa jej temat.',
    },
    duplicate_title: {
      title: 'Powielone tytuły',
      description: 'Kilka stron ma ten sam tytuł, więc wyszukiwarki nie wiedzą, która odpowiada na zapytanie.',
      how_to_fix: 'Napisz osobny tytuł dla każdej strony.',
    },
    long_title: {
      title: 'Za długi tytuł',
      description: 'Tytuły dłuższe niż około 60 znaków są ucinane w wynikach wyszukiwania.',
      how_to_fix: 'Skróć tytuł i umieść ważne słowa na początku.',
    },
    missing_meta_description: {
      title: 'Brak opisu meta',
      description: 'Bez opisu meta wyniki wyszukiwania pokazują fragment tekstu strony.',
      how_to_fix: 'Dodaj opis meta o długości 120–160 znaków, który zachęca do kliknięcia.',
    },
    slow_page: {
      title: 'Wolne strony (ponad 1,5 s)',
      description:
        'Te strony ładowały się dłużej niż 1,5 sekundy. Wolne strony tracą odwiedzających i mają niższe pozycje na urządzeniach mobilnych.',
      how_to_fix: 'Skompresuj obrazy, buforuj pliki statyczne i ogranicz skrypty blokujące renderowanie.',
    },
    missing_h1: {
      title: 'Brak nagłówka H1',
      description: 'Strona nie ma H1, nagłówka, który mówi czytelnikom i wyszukiwarkom, o czym jest.',
      how_to_fix: 'Dodaj jeden nagłówek H1, który podaje temat strony.',
    },
    mixed_content: {
      title: 'Treści mieszane',
      description:
        'Te strony HTTPS ładują obrazy lub skrypty przez zwykłe HTTP; przeglądarki je blokują lub oznaczają.',
      how_to_fix: 'Ładuj wszystkie zasoby przez HTTPS.',
    },
    redirect: {
      title: 'Linki wewnętrzne do przekierowań',
      description:
        'Linki wewnętrzne wskazują adresy, które przekierowują; każdy skok kosztuje czas i budżet indeksowania.',
      how_to_fix: 'Linkuj bezpośrednio do adresu docelowego.',
    },
    noindex: {
      title: 'Strony wyłączone z indeksu',
      description: 'Te strony proszą wyszukiwarki, by ich nie indeksowały (noindex lub canonical do innej strony).',
      how_to_fix: 'Sprawdź, czy to zamierzone; usuń noindex ze stron, które mają być widoczne w wyszukiwarce.',
    },
    deep_page: {
      title: 'Strony głębiej niż 4 kliknięcia',
      description: 'Strony oddalone o cztery lub więcej kliknięć od strony głównej są rzadziej indeksowane.',
      how_to_fix: 'Dodaj do nich linki ze stron kategorii lub z nawigacji.',
    },
    missing_alt: {
      title: 'Obrazy bez tekstu alternatywnego',
      description: 'Obrazy bez tekstu alternatywnego nic nie mówią czytnikom ekranu ani wyszukiwarce grafiki.',
      how_to_fix: 'Opisz każdy istotny obraz w jego atrybucie alt.',
    },
    low_word_count: {
      title: 'Mało tekstu',
      description: 'Strony z mniej niż 200 słowami często uchodzą za ubogie w treść.',
      how_to_fix: 'Rozbuduj tekst tam, gdzie strona ma się pozycjonować, albo połącz ją z pokrewną stroną.',
    },
  },
  emailTemplates: {
    1: 'Powiadomienie o nowym leadzie',
    2: 'Raport z audytu dla odwiedzającego',
    3: 'Przypomnienie po 3 dniach',
  },
  notifications: {
    trial_ends: 'Twój bezpłatny okres próbny kończy się za {days} dni.',
    rankings_updated: 'Pozycje projektu {project} zostały zaktualizowane.',
    new_leads_week: 'Nowe leady w tym tygodniu: {count}.',
    smtp_verified: 'Ustawienia SMTP zweryfikowane: raporty są teraz wysyłane z adresu {email}.',
    smtp_not_verified: 'Twoje ustawienia SMTP nie są jeszcze zweryfikowane: raporty są wysyłane z naszego adresu.',
    new_lead: 'Nowy lead z widżetu {widget}: {lead}.',
  },
  report: {
    heading: 'Audyt SEO strony {url}',
    keyword: 'Słowo kluczowe',
    score: 'Wynik ogólny: {score} / 100.',
    attention: 'Kontrole wymagające uwagi: {count} z {total}.',
    fix_first: 'Co naprawić najpierw',
    nothing: 'Nic do naprawy: dobra robota.',
    full: 'Pełny raport',
    pdf_title: 'Raport z audytu SEO: {url}',
    score_label: 'Wynik',
    date: 'Data',
    passed: 'zaliczone',
    warning: 'ostrzeżenie',
    error: 'błąd',
    not_available: 'b.d.',
  },
};
