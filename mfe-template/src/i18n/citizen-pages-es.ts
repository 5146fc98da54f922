// Spanish texts of the city's own pages in this remote: the accessibility statement
// (/accesibilidad) and the help page (/ayuda).
import type { Catalogue } from '@portal/shared';

export const citizenPagesEs: Catalogue = {
  // AccessibilityPage
  'Accessibility statement': 'Declaración de accesibilidad',
  'This portal': 'Este portal',
  '{{site}} wants everyone to be able to find information and do their procedures here: with a screen reader, with the keyboard alone, with enlarged text or on a phone.':
    '{{site}} quiere que todas las personas puedan informarse y hacer sus trámites aquí: con lector de pantalla, solo con el teclado, con el texto ampliado o desde un teléfono.',
  'Conformance status': 'Estado de cumplimiento',
  'This portal is partially conformant with the Web Content Accessibility Guidelines (WCAG) 2.2, level AA.':
    'Este portal es parcialmente conforme con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA.',
  'Partially conformant means that some parts of the content do not yet meet every criterion. The ones we know of are listed below.':
    'Parcialmente conforme significa que algunas partes del contenido todavía no cumplen todos los criterios. Las que conocemos se indican más abajo.',
  'How we check it': 'Cómo lo comprobamos',
  'Every page of the portal is checked with an automatic tool (axe) in a real browser, in the light and the dark theme.':
    'Cada página del portal se revisa con una herramienta automática (axe) en un navegador real, en el modo claro y en el oscuro.',
  'Every page is checked at widths from 320 pixels: nothing needs scrolling sideways, no text is cut off, and buttons and links are at least 44 pixels tall.':
    'Cada página se revisa con anchos de pantalla desde 320 píxeles: nada obliga a desplazarse de lado, ningún texto queda cortado y los botones y enlaces miden al menos 44 píxeles de alto.',
  'Forms have visible labels, and an error is shown next to its field, in words.':
    'Los formularios tienen etiquetas visibles y cada error se explica con palabras junto a su campo.',
  'The portal is in Spanish and English, and each page says which language it is in.':
    'El portal está en español y en inglés, y cada página indica en qué idioma está.',
  'The home page banners can be paused, and animations stop when your device asks for reduced motion.':
    'Los banners de la portada se pueden pausar, y las animaciones se detienen cuando su dispositivo pide reducir el movimiento.',
  "A certificate's verdict is told by an icon and words, never by colour alone.":
    'El resultado de la validación de un certificado se indica con un icono y con palabras, nunca solo con el color.',
  'Known limits': 'Limitaciones conocidas',
  'Documents the city attaches to its pages and news (PDF files, spreadsheets) are not checked when they are published and may not be accessible.':
    'Los documentos que la alcaldía adjunta a sus páginas y noticias (archivos PDF, hojas de cálculo) no se revisan al publicarse y pueden no ser accesibles.',
  'Pictures in the news have the story title as their text alternative, not a description of what they show.':
    'Las imágenes de las noticias tienen como texto alternativo el título de la noticia, no una descripción de lo que muestran.',
  'Videos published with the news do not always have captions or a transcript.':
    'Los videos que se publican con las noticias no siempre tienen subtítulos ni transcripción.',
  'The automatic checks find only part of the problems: the portal has not yet been evaluated with people who use screen readers or other assistive technology, nor audited by an outside expert.':
    'Las revisiones automáticas solo encuentran una parte de los problemas: el portal todavía no se ha evaluado con personas que usan lectores de pantalla u otras ayudas técnicas, ni lo ha auditado un experto externo.',
  'If you need a document or a video in another format, ask for it with the contact form.':
    'Si necesita un documento o un video en otro formato, pídalo con el formulario de contacto.',
  'Report a barrier': 'Informar de una barrera',
  'If something on this portal keeps you from finding information or doing a procedure, tell us: write the address of the page, what you were trying to do, and the device or assistive technology you use. You will get a reference number to follow your message.':
    'Si algo de este portal le impide informarse o hacer un trámite, díganoslo: escriba la dirección de la página, qué intentaba hacer y el dispositivo o la ayuda técnica que usa. Recibirá un número de referencia para seguir su mensaje.',
  'Write to the city hall': 'Escribir a la alcaldía',
  'You can also be attended in person at the municipal offices.': 'También puede ser atendido en persona en las oficinas municipales.',
  'Last review': 'Última revisión',
  'This statement was last reviewed on': 'Esta declaración se revisó por última vez el',
  ', by the portal team (a self-assessment).': ', por el equipo del portal (autoevaluación).',
  // HelpPage
  'Help: how to use the portal': 'Ayuda: cómo usar el portal',
  'The procedures a citizen can do here, step by step.': 'Los trámites que puede hacer aquí, paso a paso.',
  'On this page': 'En esta página',
  'More help': 'Más ayuda',
  'Book an appointment': 'Pedir cita',
  'Find your procedure in the catalogue and open it.': 'Busque su trámite en el catálogo y ábralo.',
  "On the procedure's page, choose «Book an appointment», then the office, the day and the time.":
    'En la página del trámite, elija «Pedir cita» y luego la oficina, el día y la hora.',
  'Write your name, national identity number, e-mail and phone, and confirm.':
    'Escriba su nombre, su cédula de identidad, su correo electrónico y su teléfono, y confirme.',
  'Keep the code you get (for example A-7KQ2M9XP): with it and your e-mail you can see or cancel the appointment in «My appointment».':
    'Guarde el código que recibe (por ejemplo A-7KQ2M9XP): con él y su correo puede ver o anular la cita en «Mi cita».',
  'Go to the catalogue': 'Ir al catálogo',
  'The booking page on a phone: the free times of the office on the chosen day.':
    'La página para pedir cita en un teléfono: las horas libres de la oficina el día elegido.',
  'Start a request online': 'Iniciar trámite en línea',
  "On the procedure's page, choose «Start online» and write your details.":
    'En la página del trámite, elija «Iniciar en línea» y escriba sus datos.',
  'You get a tracking code (for example T-7KQ2M9XP). Then upload one document for each requirement: PDF, JPEG or PNG, up to 10 MB each.':
    'Recibe un código de seguimiento (por ejemplo T-7KQ2M9XP). Después suba un documento por cada requisito: PDF, JPEG o PNG, de hasta 10 MB cada uno.',
  'The city reviews each document and tells you if one must be replaced.':
    'La alcaldía revisa cada documento y le indica si debe reemplazar alguno.',
  'A request just registered, on a phone: its tracking code and a file field for each requirement.':
    'Una solicitud recién registrada, en un teléfono: su código de seguimiento y un campo de archivo por cada requisito.',
  'Follow a request': 'Seguir una solicitud',
  'Open «Follow my request» and write the tracking code and the e-mail you gave.':
    'Abra «Seguimiento de mi solicitud» y escriba el código de seguimiento y el correo que indicó.',
  'You see the state of the request, what happened and when, the verdict on each document, and what to do next.':
    'Verá el estado de la solicitud, qué pasó y cuándo, la revisión de cada documento y qué debe hacer después.',
  'Follow my request': 'Seguimiento de mi solicitud',
  'A request followed on a phone: its state, what to do next and what happened so far.':
    'Una solicitud consultada en un teléfono: su estado, qué debe hacer ahora y lo ocurrido hasta hoy.',
  'Validate a certificate': 'Validar un certificado',
  'Open «Validate certificates» and write the certificate number and the register number printed on it.':
    'Abra «Validar Certificados» y escriba el número de certificado y el número de registro que aparecen en él.',
  'The page says whether the city issued it and whether it is valid, revoked or expired, and lets you download the issued PDF to compare it with your copy.':
    'La página indica si lo emitió la alcaldía y si está válido, revocado o vencido, y le permite descargar el PDF emitido para compararlo con su copia.',
  'The verdict of a valid certificate, on a phone.': 'El resultado de un certificado válido, en un teléfono.',
  'Holiday calendar': 'Calendario de feriados',
  ': on holidays the offices are closed and give no appointments.': ': en los feriados las oficinas no atienden ni dan citas.',
  ': what this portal does for accessibility, and how to report a barrier.': ': qué hace este portal por la accesibilidad y cómo informar de una barrera.',
  Contact: 'Contacto',
  ': if you still need help, write to the city hall.': ': si todavía necesita ayuda, escriba a la alcaldía.',
};
