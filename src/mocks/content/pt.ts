import type { MockContent } from './types';

export const pt: MockContent = {
  audit: {
    categories: {
      onpage_seo: 'SEO on-page',
      performance: 'Desempenho',
      onpage: 'On-page',
      technical: 'Técnico',
      content: 'Conteúdo',
      links: 'Ligações',
      speed: 'Velocidade',
    },
    checks: {
      title_tag: {
        title: 'Etiqueta title',
        passed: 'O título tem 54 caracteres e começa por «{keyword}».',
        warning: 'O título tem 72 caracteres e «{keyword}» só aparece no fim.',
        error: 'O título não contém «{keyword}».',
        why: 'O título é a ligação azul nos resultados de pesquisa e o sinal on-page mais forte sobre o tema da página.',
        fix: 'Escreva um título de 50–60 caracteres que comece por «{keyword}» e indique a marca no fim.',
      },
      meta_description: {
        title: 'Meta descrição',
        passed: 'Presente e com 151 caracteres.',
        warning:
          'A descrição tem 48 caracteres (aponte para 120–160): os motores de pesquisa provavelmente vão substituí-la.',
        error: 'A página não tem meta descrição: adicione uma com 120–160 caracteres.',
        why: 'Uma descrição clara por baixo da ligação leva mais pessoas a clicar.',
        fix: 'Escreva 120–160 caracteres que mencionem «{keyword}» e digam o que o visitante recebe.',
      },
      h1_heading: {
        title: 'Cabeçalho H1',
        passed: 'Um cabeçalho H1, e contém «{keyword}».',
        warning: 'Dois cabeçalhos H1 na página.',
        error: 'Nenhum cabeçalho H1 na página.',
        why: 'O cabeçalho principal mostra de relance o tema da página aos visitantes e aos motores de pesquisa.',
        fix: 'Use exatamente um H1 que contenha «{keyword}»; use H2 e H3 para as secções abaixo dele.',
      },
      keyword_in_url: {
        title: 'Palavra-chave no URL',
        passed: 'O endereço contém «{keyword}».',
        warning: 'O endereço contém apenas parte da palavra-chave.',
        error: 'O endereço não contém a palavra-chave.',
        why: 'Um endereço descritivo é um pequeno sinal de classificação e torna a ligação mais fiável.',
        fix: 'Use um slug curto e legível com a palavra-chave e redirecione o endereço antigo (301).',
      },
      structured_data: {
        title: 'Dados estruturados',
        passed: 'Foi encontrada marcação Organization e BreadcrumbList válida.',
        warning: 'A marcação Product tem 2 avisos (faltam «review» e «aggregateRating»).',
        error: 'Não foram encontrados dados estruturados.',
        why: 'Os dados estruturados tornam a página elegível para resultados enriquecidos (estrelas, preços, trilhos de navegação).',
        fix: 'Adicione marcação schema.org em JSON-LD e verifique-a com um teste de resultados enriquecidos.',
      },
      https: {
        title: 'HTTPS',
        passed: '{host} é servido por HTTPS com um certificado válido.',
        warning: 'Algumas imagens carregam por HTTP sem cifra (conteúdo misto).',
        error: '{host} não é servido por HTTPS.',
        why: 'Os navegadores marcam as páginas só HTTP como não seguras, e o HTTPS é um sinal de classificação.',
        fix: 'Instale um certificado, redirecione cada endereço http:// para https:// e atualize as ligações internas.',
      },
      indexability: {
        title: 'Indexabilidade',
        passed: 'A página pode ser indexada (sem noindex, permitida pelo robots.txt).',
        warning: 'A página é permitida, mas o robots.txt bloqueia o CSS de que precisa.',
        error: 'A página tem uma etiqueta noindex.',
        why: 'Uma página que não pode ser indexada não pode classificar de todo.',
        fix: 'Remova a etiqueta noindex e permita a página e os seus recursos no robots.txt.',
      },
      canonical: {
        title: 'Etiqueta canonical',
        passed: 'A página tem uma etiqueta canonical que aponta para si própria.',
        warning: 'A etiqueta canonical aponta para a versão http:// da página.',
        error: 'Sem etiqueta canonical: versões duplicadas podem competir.',
        why: 'A canonical diz aos motores de pesquisa qual de vários endereços semelhantes deve classificar.',
        fix: 'Adicione <link rel="canonical"> com o próprio endereço https:// da página.',
      },
      viewport: {
        title: 'Viewport móvel',
        passed: 'Está definido um viewport responsivo.',
        warning: 'Os alvos de toque estão a menos de 8 px uns dos outros em ecrãs pequenos.',
        error: 'Sem meta etiqueta viewport: a página não está adaptada a telemóveis.',
        why: 'Os motores de pesquisa classificam a versão móvel da página.',
        fix: 'Adicione <meta name="viewport" content="width=device-width, initial-scale=1"> e teste num telemóvel.',
      },
      sitemap: {
        title: 'Sitemap XML',
        passed: 'Um sitemap com 214 endereços inclui esta página.',
        warning: 'O sitemap não inclui esta página.',
        error: 'Não foi encontrado nenhum sitemap XML.',
        why: 'Um sitemap ajuda os motores de pesquisa a encontrar e atualizar as suas páginas.',
        fix: 'Publique /sitemap.xml com todas as páginas indexáveis e indique-o no robots.txt.',
      },
      word_count: {
        title: 'Número de palavras',
        passed: 'A página tem 1240 palavras de conteúdo principal.',
        warning: 'A página tem 310 palavras de conteúdo principal.',
        error: 'A página tem apenas 85 palavras de conteúdo principal.',
        why: 'Páginas pobres raramente respondem bem o suficiente à pergunta de quem pesquisa para classificar.',
        fix: 'Trate «{keyword}» por completo: as perguntas que as pessoas fazem, exemplos e o que fazer a seguir.',
      },
      keyword_usage: {
        title: 'Uso da palavra-chave',
        passed: '«{keyword}» aparece no primeiro parágrafo e 7 vezes no total.',
        warning: '«{keyword}» aparece só uma vez, perto do fim da página.',
        error: '«{keyword}» não aparece no texto.',
        why: 'Os motores de pesquisa têm de encontrar o tema no texto, não só no título.',
        fix: 'Use «{keyword}» nas primeiras 100 palavras e de forma natural em alguns cabeçalhos e parágrafos.',
      },
      image_alt: {
        title: 'Texto alternativo das imagens',
        passed: 'Todas as imagens têm texto alternativo.',
        warning: '4 de 17 imagens não têm texto alternativo.',
        error: '12 de 14 imagens não têm texto alternativo.',
        why: 'O texto alternativo torna as imagens acessíveis e permite que classifiquem na pesquisa de imagens.',
        fix: 'Descreva cada imagem com significado num texto alternativo curto; use alt="" para decoração.',
      },
      readability: {
        title: 'Legibilidade',
        passed: 'Frases e parágrafos curtos (nível de leitura: fácil).',
        warning: 'Uma em cada quatro frases tem mais de 25 palavras.',
        error: 'Parágrafos e frases longos: o texto é difícil de ler.',
        why: 'Páginas legíveis retêm os visitantes mais tempo, o que indica uma boa resposta.',
        fix: 'Divida as frases longas, acrescente um subtítulo a cada 300 palavras e use listas.',
      },
      broken_links: {
        title: 'Ligações quebradas',
        passed: 'Não há ligações quebradas na página.',
        warning: '2 ligações respondem 404.',
        error: '9 ligações respondem 404 ou esgotam o tempo.',
        why: 'As ligações quebradas frustram os visitantes e desperdiçam a autoridade que a página transmite.',
        fix: 'Atualize ou remova as ligações quebradas; redirecione as páginas que mudaram de sítio.',
      },
      internal_links: {
        title: 'Ligações internas',
        passed: 'A página liga a 34 outras páginas do site.',
        warning: 'Apenas 3 ligações internas.',
        error: 'Nenhuma ligação interna.',
        why: 'As ligações internas ajudam visitantes e motores de pesquisa a encontrar as suas outras páginas.',
        fix: 'Ligue a páginas relacionadas com um texto âncora descritivo.',
      },
      backlinks: {
        title: 'Ligações externas recebidas',
        passed: '186 domínios de referência, 41 deles com muita autoridade.',
        warning: '23 domínios de referência, na maioria diretórios.',
        error: 'Não foram encontrados domínios de referência.',
        why: 'As ligações de outros sites de confiança estão entre os sinais de classificação mais fortes.',
        fix: 'Publique conteúdo digno de ser citado e peça a parceiros e fornecedores que liguem para ele.',
      },
      lcp: {
        title: 'Maior renderização de conteúdo (LCP)',
        passed: 'O LCP é de 1,8 s em dispositivos móveis.',
        warning: 'O LCP é de 3,2 s em dispositivos móveis: aponte para menos de 2,5 s.',
        error: 'O LCP é de 6,4 s em dispositivos móveis.',
        why: 'As páginas lentas perdem visitantes, e a velocidade de carregamento faz parte dos sinais de experiência da página.',
        fix: 'Comprima e redimensione a imagem principal, pré-carregue-a e sirva-a em WebP ou AVIF.',
      },
      page_weight: {
        title: 'Peso da página',
        passed: 'A página pesa 1,1 MB.',
        warning: 'A página pesa 3,8 MB; só a imagem de destaque tem 1,9 MB.',
        error: 'A página pesa 9,2 MB.',
        why: 'Páginas pesadas são lentas em redes móveis e gastam os dados dos visitantes.',
        fix: 'Comprima as imagens, remova scripts não usados e carregue em diferido as imagens abaixo da dobra.',
      },
      compression: {
        title: 'Compressão e cache',
        passed: 'O texto é comprimido (Brotli) e os ficheiros estáticos ficam em cache durante um ano.',
        warning: 'O CSS é servido sem compressão.',
        error: 'Sem compressão e sem cabeçalhos de cache.',
        why: 'A compressão e a cache tornam cada visita depois da primeira muito mais rápida.',
        fix: 'Ative Brotli ou gzip e envie cabeçalhos Cache-Control longos para ficheiros com versão.',
      },
      cls: {
        title: 'Deslocamento cumulativo do esquema (CLS)',
        passed: 'O CLS é de 0,02.',
        warning: 'O CLS é de 0,18: o conteúdo mexe-se enquanto a página carrega.',
        error: 'O CLS é de 0,41.',
        why: 'Conteúdo que salta leva as pessoas a clicar no sítio errado.',
        fix: 'Dê largura e altura às imagens e conteúdos incorporados e reserve espaço para os banners.',
      },
    },
  },
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
  messages: {
    audit_unreachable: 'Não foi possível aceder a {host}: o domínio não é resolvido.',
    temp_report_missing: 'Este relatório temporário não existe ou expirou (são guardados durante 24 horas).',
  },
  emailTexts: {
    1: {
      subject: 'Novo contacto de {widget_name}',
      body: '<p>Olá {first_name},</p><p>{lead_name} ({lead_email}) acabou de pedir uma auditoria de <a href="{lead_url}">{lead_url}</a>.</p>',
    },
    2: {
      subject: 'A sua auditoria SEO de {lead_url}',
      body: '<p>Olá {lead_name},</p><p>Obrigado pelo seu pedido. O seu relatório está pronto: <a href="{report_link}">abrir o relatório</a>.</p>',
    },
    3: {
      subject: 'Já corrigiu estes problemas em {lead_url}?',
      body: '<p>Olá {lead_name},</p><p>Há três dias auditámos o seu site. Quer ajuda com as correções? Basta responder a este e-mail.</p>',
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
