import type { MockContent } from './types';

export const pt: MockContent = {
  crawlIssues: {
    broken_page: {
      title: 'Páginas com erro 4xx',
      description:
        'Estas páginas respondem com um erro do cliente (normalmente 404 Not Found). Visitantes e motores de busca chegam a um beco sem saída.',
      how_to_fix:
        'Reponha a página ou redirecione o endereço (301) para a página ativa mais próxima e atualize as ligações que apontam para ela.',
    },
    server_error: {
      title: 'Páginas com erro 5xx',
      description:
        'O servidor falhou ao responder a estas páginas. Os motores de busca rastreiam menos quando isto se repete.',
      how_to_fix:
        'Consulte os registos do servidor destes endereços e corrija o código com falha ou os limites de recursos.',
    },
    missing_title: {
      title: 'Falta a etiqueta title',
      description: 'A página não tem <title>. Os resultados mostram então um título inventado pelo motor de busca.',
      how_to_fix: 'Dê a cada página um título único de 30–60 caracteres que nomeie o seu tema.',
    },
    duplicate_title: {
      title: 'Títulos duplicados',
      description:
        'Várias páginas partilham o mesmo título, e os motores de busca não sabem qual responde a uma pesquisa.',
      how_to_fix: 'Escreva um título diferente para cada página.',
    },
    long_title: {
      title: 'Título demasiado longo',
      description: 'Títulos com mais de cerca de 60 caracteres são cortados nos resultados de pesquisa.',
      how_to_fix: 'Encurte o título e coloque primeiro as palavras importantes.',
    },
    missing_meta_description: {
      title: 'Falta a meta descrição',
      description: 'Sem meta descrição, os resultados mostram um excerto retirado do texto da página.',
      how_to_fix: 'Adicione uma meta descrição de 120–160 caracteres que convide ao clique.',
    },
    slow_page: {
      title: 'Páginas lentas (mais de 1,5 s)',
      description:
        'Estas páginas demoraram mais de 1,5 segundos a carregar. Páginas lentas perdem visitantes e posicionam-se pior no telemóvel.',
      how_to_fix:
        'Comprima as imagens, coloque em cache os ficheiros estáticos e reduza os scripts que bloqueiam a renderização.',
    },
    missing_h1: {
      title: 'Falta o título H1',
      description: 'A página não tem H1, o título que diz aos leitores e aos motores de busca do que trata.',
      how_to_fix: 'Adicione um H1 que indique o tema da página.',
    },
    mixed_content: {
      title: 'Conteúdo misto',
      description:
        'Estas páginas HTTPS carregam imagens ou scripts por HTTP simples; os navegadores bloqueiam-nos ou assinalam-nos.',
      how_to_fix: 'Carregue todos os recursos por HTTPS.',
    },
    redirect: {
      title: 'Ligações internas para redirecionamentos',
      description:
        'Ligações internas apontam para endereços que redirecionam; cada salto custa tempo e orçamento de rastreio.',
      how_to_fix: 'Ligue diretamente ao endereço final.',
    },
    noindex: {
      title: 'Páginas não indexáveis',
      description:
        'Estas páginas pedem aos motores de busca que não as indexem (noindex ou canónica para outra página).',
      how_to_fix: 'Confirme que é intencional; retire noindex das páginas que devem aparecer na pesquisa.',
    },
    deep_page: {
      title: 'Páginas a 4+ cliques',
      description: 'Páginas a quatro ou mais cliques da página inicial são rastreadas com menos frequência.',
      how_to_fix: 'Crie ligações para elas a partir das páginas de categoria ou da navegação.',
    },
    missing_alt: {
      title: 'Imagens sem texto alternativo',
      description: 'Imagens sem texto alternativo não dizem nada aos leitores de ecrã nem à pesquisa de imagens.',
      how_to_fix: 'Descreva cada imagem relevante no seu atributo alt.',
    },
    low_word_count: {
      title: 'Poucas palavras',
      description: 'Páginas com menos de 200 palavras são muitas vezes vistas como conteúdo pobre.',
      how_to_fix: 'Alargue o texto onde a página deve posicionar-se, ou junte-a a uma página relacionada.',
    },
  },
  emailTemplates: {
    1: 'Aviso de novo contacto',
    2: 'Relatório de auditoria ao visitante',
    3: 'Seguimento após 3 dias',
  },
  notifications: {
    trial_ends: 'O seu período de avaliação gratuito termina dentro de {days} dias.',
    rankings_updated: 'As posições de {project} foram atualizadas.',
    new_leads_week: 'Novos contactos esta semana: {count}.',
    smtp_verified: 'Definições SMTP verificadas: os relatórios são agora enviados de {email}.',
    smtp_not_verified:
      'As suas definições SMTP ainda não foram verificadas: os relatórios são enviados do nosso endereço.',
    new_lead: 'Novo contacto via {widget}: {lead}.',
  },
  report: {
    heading: 'Auditoria SEO de {url}',
    keyword: 'Palavra-chave',
    score: 'Pontuação global: {score} / 100.',
    attention: '{count} de {total} verificações precisam de atenção.',
    fix_first: 'O que corrigir primeiro',
    nothing: 'Nada a corrigir: bom trabalho.',
    full: 'Relatório completo',
    pdf_title: 'Relatório de auditoria SEO: {url}',
    score_label: 'Pontuação',
    date: 'Data',
    passed: 'aprovado',
    warning: 'aviso',
    error: 'erro',
    not_available: 'n/d',
  },
};
