import type { MockContent } from './types';

export const fr: MockContent = {
  crawlIssues: {
    broken_page: {
      title: 'Pages en erreur 4xx',
      description:
        'Ces pages répondent par une erreur client (souvent 404 Not Found). Visiteurs et moteurs de recherche tombent sur une impasse.',
      how_to_fix:
        'Rétablissez la page ou redirigez l’adresse (301) vers la page active la plus proche, puis mettez à jour les liens qui y mènent.',
    },
    server_error: {
      title: 'Pages en erreur 5xx',
      description:
        'Le serveur a échoué en répondant à ces pages. Les moteurs de recherche explorent moins souvent quand cela se répète.',
      how_to_fix:
        'Consultez les journaux du serveur pour ces adresses et corrigez le code en échec ou les limites de ressources.',
    },
    missing_title: {
      title: 'Balise title manquante',
      description:
        'La page n’a pas de <title>. Les résultats de recherche affichent alors un titre inventé par le moteur.',
      how_to_fix: 'Donnez à chaque page un titre unique de 30 à 60 caractères qui nomme son sujet.',
    },
    duplicate_title: {
      title: 'Titres en double',
      description: 'Plusieurs pages ont le même titre : les moteurs ne savent pas laquelle répond à une requête.',
      how_to_fix: 'Rédigez un titre distinct pour chaque page.',
    },
    long_title: {
      title: 'Titre trop long',
      description: 'Les titres de plus de 60 caractères environ sont coupés dans les résultats de recherche.',
      how_to_fix: 'Raccourcissez le titre et placez les mots importants en premier.',
    },
    missing_meta_description: {
      title: 'Méta-description manquante',
      description: 'Sans méta-description, les résultats affichent un extrait tiré du texte de la page.',
      how_to_fix: 'Ajoutez une méta-description de 120 à 160 caractères qui donne envie de cliquer.',
    },
    slow_page: {
      title: 'Pages lentes (plus de 1,5 s)',
      description:
        'Ces pages ont mis plus de 1,5 seconde à charger. Les pages lentes perdent des visiteurs et se classent moins bien sur mobile.',
      how_to_fix:
        'Compressez les images, mettez les fichiers statiques en cache et réduisez les scripts bloquant le rendu.',
    },
    missing_h1: {
      title: 'Titre H1 manquant',
      description: 'La page n’a pas de H1, le titre qui dit aux lecteurs et aux moteurs de quoi elle parle.',
      how_to_fix: 'Ajoutez un H1 qui énonce le sujet de la page.',
    },
    mixed_content: {
      title: 'Contenu mixte',
      description:
        'Ces pages HTTPS chargent des images ou des scripts en HTTP simple ; les navigateurs les bloquent ou les signalent.',
      how_to_fix: 'Chargez chaque ressource en HTTPS.',
    },
    redirect: {
      title: 'Liens internes vers des redirections',
      description:
        'Des liens internes pointent vers des adresses qui redirigent ; chaque saut coûte du temps et du budget d’exploration.',
      how_to_fix: 'Liez directement l’adresse finale.',
    },
    noindex: {
      title: 'Pages non indexables',
      description: 'Ces pages demandent aux moteurs de ne pas les indexer (noindex ou canonique vers une autre page).',
      how_to_fix: 'Vérifiez que c’est voulu ; retirez noindex des pages qui doivent apparaître dans la recherche.',
    },
    deep_page: {
      title: 'Pages à 4 clics ou plus',
      description: 'Les pages à quatre clics ou plus de l’accueil sont explorées moins souvent.',
      how_to_fix: 'Faites-y des liens depuis les pages de catégorie ou la navigation.',
    },
    missing_alt: {
      title: 'Images sans texte alternatif',
      description: 'Les images sans texte alternatif ne disent rien aux lecteurs d’écran ni à la recherche d’images.',
      how_to_fix: 'Décrivez chaque image utile dans son attribut alt.',
    },
    low_word_count: {
      title: 'Peu de mots',
      description: 'Les pages de moins de 200 mots passent souvent pour du contenu pauvre.',
      how_to_fix: 'Étoffez le texte là où la page doit se classer, ou fusionnez-la avec une page proche.',
    },
  },
  emailTemplates: {
    1: 'Notification de nouveau prospect',
    2: 'Rapport d’audit au visiteur',
    3: 'Relance après 3 jours',
  },
  notifications: {
    trial_ends: 'Votre essai gratuit se termine dans {days} jours.',
    rankings_updated: 'Les positions de {project} ont été mises à jour.',
    new_leads_week: 'Nouveaux prospects cette semaine : {count}.',
    smtp_verified: 'Paramètres SMTP vérifiés : les rapports partent désormais de {email}.',
    smtp_not_verified: 'Vos paramètres SMTP ne sont pas encore vérifiés : les rapports partent de notre adresse.',
    new_lead: 'Nouveau prospect via {widget} : {lead}.',
  },
  report: {
    heading: 'Audit SEO de {url}',
    keyword: 'Mot-clé',
    score: 'Score global : {score} / 100.',
    attention: '{count} contrôles sur {total} demandent votre attention.',
    fix_first: 'À corriger en priorité',
    nothing: 'Rien à corriger : bravo.',
    full: 'Rapport complet',
    pdf_title: 'Rapport d’audit SEO : {url}',
    score_label: 'Score',
    date: 'Date',
    passed: 'réussi',
    warning: 'avertissement',
    error: 'erreur',
    not_available: 'n. d.',
  },
};
