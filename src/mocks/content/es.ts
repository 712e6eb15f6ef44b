import type { MockContent } from './types';

export const es: MockContent = {
  crawlIssues: {
    broken_page: {
      title: 'Páginas con error 4xx',
      description:
        'Estas páginas responden con un error del cliente (normalmente 404 Not Found). Visitantes y buscadores llegan a un callejón sin salida.',
      how_to_fix:
        'Restaura la página o redirige la dirección (301) a la página activa más cercana y actualiza los enlaces que apuntan a ella.',
    },
    server_error: {
      title: 'Páginas con error 5xx',
      description:
        'El servidor falló al responder estas páginas. Los buscadores rastrean con menos frecuencia si esto se repite.',
      how_to_fix:
        'Revisa los registros del servidor de estas direcciones y corrige el código que falla o los límites de recursos.',
    },
    missing_title: {
      title: 'Falta la etiqueta title',
      description: 'La página no tiene <title>. Los resultados muestran entonces un título que inventa el buscador.',
      how_to_fix: 'Da a cada página un título único de 30–60 caracteres que nombre su tema.',
    },
    duplicate_title: {
      title: 'Títulos duplicados',
      description:
        'Varias páginas comparten el mismo título, así que los buscadores no saben cuál responde a una búsqueda.',
      how_to_fix: 'Escribe un título distinto para cada página.',
    },
    long_title: {
      title: 'Título demasiado largo',
      description: 'Los títulos de más de unos 60 caracteres se cortan en los resultados de búsqueda.',
      how_to_fix: 'Acorta el título y pon primero las palabras importantes.',
    },
    missing_meta_description: {
      title: 'Falta la metadescripción',
      description: 'Sin metadescripción, los resultados muestran un fragmento tomado del texto de la página.',
      how_to_fix: 'Añade una metadescripción de 120–160 caracteres que invite al clic.',
    },
    slow_page: {
      title: 'Páginas lentas (más de 1,5 s)',
      description:
        'Estas páginas tardaron más de 1,5 segundos en cargar. Las páginas lentas pierden visitantes y posicionan peor en móvil.',
      how_to_fix:
        'Comprime las imágenes, guarda en caché los archivos estáticos y reduce los scripts que bloquean el renderizado.',
    },
    missing_h1: {
      title: 'Falta el encabezado H1',
      description: 'La página no tiene H1, el encabezado que dice a lectores y buscadores de qué trata.',
      how_to_fix: 'Añade un H1 que enuncie el tema de la página.',
    },
    mixed_content: {
      title: 'Contenido mixto',
      description:
        'Estas páginas HTTPS cargan imágenes o scripts por HTTP sin cifrar; los navegadores los bloquean o los marcan.',
      how_to_fix: 'Carga cada recurso por HTTPS.',
    },
    redirect: {
      title: 'Enlaces internos a redirecciones',
      description:
        'Los enlaces internos apuntan a direcciones que redirigen; cada salto cuesta tiempo y presupuesto de rastreo.',
      how_to_fix: 'Enlaza directamente la dirección final.',
    },
    noindex: {
      title: 'Páginas no indexables',
      description: 'Estas páginas piden a los buscadores que no las indexen (noindex o una canónica a otra página).',
      how_to_fix: 'Comprueba que es intencionado; quita noindex de las páginas que deben aparecer en la búsqueda.',
    },
    deep_page: {
      title: 'Páginas a 4 o más clics',
      description: 'Las páginas a cuatro o más clics de la página de inicio se rastrean con menos frecuencia.',
      how_to_fix: 'Enlázalas desde páginas de categoría o desde la navegación.',
    },
    missing_alt: {
      title: 'Imágenes sin texto alternativo',
      description:
        'Las imágenes sin texto alternativo no dicen nada a los lectores de pantalla ni a la búsqueda de imágenes.',
      how_to_fix: 'Describe cada imagen relevante en su atributo alt.',
    },
    low_word_count: {
      title: 'Pocas palabras',
      description: 'Las páginas con menos de 200 palabras suelen considerarse contenido pobre.',
      how_to_fix: 'Amplía el texto donde la página deba posicionar, o únela a una página relacionada.',
    },
  },
  emailTemplates: {
    1: 'Aviso de nuevo contacto',
    2: 'Informe de auditoría al visitante',
    3: 'Seguimiento a los 3 días',
  },
  notifications: {
    trial_ends: 'Tu prueba gratuita termina en {days} días.',
    rankings_updated: 'Se han actualizado las posiciones de {project}.',
    new_leads_week: 'Nuevos contactos esta semana: {count}.',
    smtp_verified: 'Ajustes SMTP verificados: los informes se envían ahora desde {email}.',
    smtp_not_verified: 'Tus ajustes SMTP aún no están verificados: los informes se envían desde nuestra dirección.',
    new_lead: 'Nuevo contacto desde {widget}: {lead}.',
  },
  report: {
    heading: 'Auditoría SEO de {url}',
    keyword: 'Palabra clave',
    score: 'Puntuación global: {score} / 100.',
    attention: '{count} de {total} comprobaciones requieren atención.',
    fix_first: 'Qué corregir primero',
    nothing: 'Nada que corregir: buen trabajo.',
    full: 'Informe completo',
    pdf_title: 'Informe de auditoría SEO: {url}',
    score_label: 'Puntuación',
    date: 'Fecha',
    passed: 'superado',
    warning: 'aviso',
    error: 'error',
    not_available: 'n. d.',
  },
};
