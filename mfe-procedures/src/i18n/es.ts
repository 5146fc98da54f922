// mfe-procedures's Spanish texts. Key: the whole English sentence (shared/README.md, "Texts and languages").
// Group the entries by page or component, each group under a comment naming it.
import type { Catalogue } from '@portal/shared';
import { appointmentsEs } from '../appointments/es';
import { requestsEs } from '../requests/es';
import { certificatesEs } from './certificates-es';

export const es: Catalogue = {
  ...appointmentsEs,
  ...requestsEs,
  ...certificatesEs,
  // ProcedurePage, ProcedureDetail (issue 14)
  'Citizen Portal': 'Portal Ciudadano',
  'Page not found': 'Página no encontrada',
  'The procedure you are looking for does not exist or is no longer offered.': 'El trámite que busca no existe o ya no se ofrece.',
  'See every procedure': 'Ver todos los trámites',
  'Loading the procedure...': 'Cargando el trámite...',
  'We could not load the procedure. Check your internet connection and try again.':
    'No pudimos cargar el trámite. Revise su conexión a internet e inténtelo de nuevo.',
  'Try again': 'Reintentar',
  'What to bring': 'Qué debe llevar',
  'This procedure has no requirements.': 'Este trámite no tiene requisitos.',
  Cost: 'Costo',
  'Free of charge': 'Gratuito',
  'Where it is done': 'Dónde se realiza',
  Address: 'Dirección',
  'Opening hours': 'Horario de atención',
  Phone: 'Teléfono',
  'Ask at the city hall where this procedure is done.': 'Consulte en la alcaldía dónde se realiza este trámite.',
  'Start online': 'Iniciar en línea',
  '(opens in a new tab)': '(se abre en una pestaña nueva)',
  'Back to the catalogue': 'Volver al catálogo',
  Print: 'Imprimir',
  // SiteSearchPage, SearchResultGroup (issue 14)
  'Search the site': 'Buscar en el sitio',
  'What are you looking for?': '¿Qué está buscando?',
  Search: 'Buscar',
  'Type what you need in your own words, for example "birth certificate" or "pay taxes".':
    'Escriba lo que necesita con sus palabras, por ejemplo «partida de nacimiento» o «pagar impuestos».',
  'Searching...': 'Buscando...',
  '{{n}} results for "{{q}}".': '{{n}} resultados para «{{q}}».',
  'We found nothing for "{{q}}"': 'No encontramos nada para «{{q}}»',
  'Check the spelling or try other words. You can also:': 'Revise la ortografía o pruebe con otras palabras. También puede:',
  'Browse the procedures catalogue': 'Consultar el catálogo de trámites',
  'Write to us through the contact page': 'Escribirnos desde la página de contacto',
  'Result pages': 'Páginas de resultados',
  'Previous page': 'Página anterior',
  'Next page': 'Página siguiente',
  Procedures: 'Trámites',
  News: 'Noticias',
  Pages: 'Páginas',
};
