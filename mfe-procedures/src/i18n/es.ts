// mfe-procedures's Spanish texts. Key: the whole English sentence (shared/README.md, "Texts and languages").
// Group the entries by page or component, each group under a comment naming it.
import type { Catalogue } from '@portal/shared';
import { appointmentsEs } from '../appointments/es';
import { requestsEs } from '../requests/es';
import { paymentsEs } from '../payments/es';
import { indicatorsEs } from '../indicators/es';
import { certificatesEs } from './certificates-es';
import { openingHoursEs } from '@portal/contract';

export const es: Catalogue = {
  ...appointmentsEs,
  ...requestsEs,
  ...paymentsEs,
  ...indicatorsEs,
  ...certificatesEs,
  // EgovHomePage: the way in to Mi carpeta
  'My folder': 'Mi carpeta',
  'All your appointments, requests and messages in one place, without codes: sign in with your e-mail.':
    'Todas sus citas, solicitudes y mensajes en un solo lugar, sin códigos: entre con su correo.',
  'Open My folder': 'Abrir Mi carpeta',
  // HolidaysPage (/feriados)
  'Holiday calendar': 'Calendario de feriados',
  'The holidays of {{name}}: on these days the municipal offices are closed and give no appointments.':
    'Feriados de {{name}}: en estos días las oficinas municipales no atienden ni dan citas.',
  'On these days the municipal offices are closed and give no appointments.': 'En estos días las oficinas municipales no atienden ni dan citas.',
  'Loading the holidays...': 'Cargando los feriados...',
  'We could not load the holidays. Check your internet connection and try again.':
    'No pudimos cargar los feriados. Revise su conexión a internet e inténtelo de nuevo.',
  'Holidays of {{year}}': 'Feriados de {{year}}',
  'The city has not published holidays for {{year}} yet.': 'La alcaldía aún no ha publicado feriados para {{year}}.',
  // OfficeHours: an office's hours worded from its schedules
  ...openingHoursEs,
  // ProcedurePage, ProcedureDetail (issue 14)
  'Citizen Portal': 'Portal Ciudadano',
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
  'This office handles this procedure by appointment.': 'Esta sede atiende este trámite con cita previa.',
  'This office handles this procedure without an appointment.': 'Esta sede atiende este trámite sin cita.',
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
  '1 result for "{{q}}".': '1 resultado para «{{q}}».',
  '{{n}} results for "{{q}}".': '{{n}} resultados para «{{q}}».',
  'We found nothing for "{{q}}"': 'No encontramos nada para «{{q}}»',
  'Did you mean': 'Quizás quiso decir',
  'Nothing matches «{{query}}»: these are the procedures for «{{corrected}}».': 'Nada coincide con «{{query}}»: estos son los trámites de «{{corrected}}».',
  'We found nothing for "{{q}}": these are the results for "{{suggestion}}".': 'No encontramos nada para «{{q}}»: estos son los resultados de «{{suggestion}}».',
  'Check the spelling or try other words. You can also:': 'Revise la ortografía o pruebe con otras palabras. También puede:',
  'Browse the procedures catalogue': 'Consultar el catálogo de trámites',
  'Write to us through the contact page': 'Escribirnos desde la página de contacto',
  'Result pages': 'Páginas de resultados',
  'Previous page': 'Página anterior',
  'Next page': 'Página siguiente',
  Procedures: 'Trámites',
  News: 'Noticias',
  Pages: 'Páginas',
  // Procedures page
  'Online procedures': 'Trámites en Línea',
  'See the procedures you can start online with {{name}}: the department that handles them, how many requirements they ask for and their cost. Type what you need in your own words, for example «licence» or «birth certificate».':
    'Consulte los trámites que puede iniciar en línea con {{name}}: el departamento que los atiende, cuántos requisitos piden y su costo. Escriba lo que necesita con sus palabras, por ejemplo «licencia» o «acta de nacimiento».',
  'See the procedures you can start online: the department that handles them, how many requirements they ask for and their cost. Type what you need in your own words, for example «licence» or «birth certificate».':
    'Consulte los trámites que puede iniciar en línea: el departamento que los atiende, cuántos requisitos piden y su costo. Escriba lo que necesita con sus palabras, por ejemplo «licencia» o «acta de nacimiento».',
  'There are no procedures to show: this site has no municipality set up.': 'No hay trámites que mostrar: este sitio no tiene un municipio configurado.',
  'Loading procedures...': 'Cargando trámites...',
  'We could not load the procedures. Check your internet connection and try again.': 'No pudimos cargar los trámites. Revise su conexión a internet e inténtelo de nuevo.',
  Retry: 'Reintentar',
  // Catalogue view
  '1 procedure available.': '1 trámite disponible.',
  '{{number}} procedures available.': '{{number}} trámites disponibles.',
  'No procedure found in {{department}}.': 'Ningún trámite encontrado en {{department}}.',
  '1 procedure found in {{department}}.': '1 trámite encontrado en {{department}}.',
  '{{number}} procedures found in {{department}}.': '{{number}} trámites encontrados en {{department}}.',
  'No procedure found.': 'Ningún trámite encontrado.',
  '1 procedure found.': '1 trámite encontrado.',
  '{{number}} procedures found.': '{{number}} trámites encontrados.',
  'We could not check whether the catalogue changed. This is the copy saved on {{date}}.':
    'No pudimos comprobar si el catálogo cambió. Se muestra la copia guardada el {{date}}.',
  'The department of the link is not in the list; the procedures of every department are shown.':
    'El departamento del enlace no está en la lista; se muestran los trámites de todos los departamentos.',
  'This municipality does not publish online procedures yet.': 'Este municipio todavía no publica trámites en línea.',
  'We found no procedures for that search': 'No encontramos trámites con esa búsqueda',
  'No procedure matches «{{query}}» in {{department}}.': 'Ningún trámite coincide con «{{query}}» en {{department}}.',
  'No procedure matches «{{query}}».': 'Ningún trámite coincide con «{{query}}».',
  'Check the spelling, use fewer words or search in every department.': 'Revise la ortografía, use menos palabras o busque en todos los departamentos.',
  'Clear filters': 'Limpiar filtros',
  // Search form
  'Catalogue filters': 'Filtros del catálogo',
  'Search procedure': 'Buscar trámite',
  'By name, description, department or price. Accents are not needed.': 'Por nombre, descripción, departamento o precio. No hace falta escribir tildes.',
  Department: 'Departamento',
  'Choose a department': 'Selecciona un departamento',
  // Results and cards
  'Showing {{shown}} of {{total}} procedures.': 'Mostrando {{shown}} de {{total}} trámites.',
  'Show more': 'Mostrar más',
  'Price:': 'Precio:',
  Requirements: 'Requisitos',
  'of {{name}}': 'de {{name}}',
  'This procedure has 1 requirement.': 'Este trámite tiene 1 requisito.',
  'This procedure has {{number}} requirements.': 'Este trámite tiene {{number}} requisitos.',
};
