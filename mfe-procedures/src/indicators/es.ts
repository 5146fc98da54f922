// Spanish texts of the service indicators page (/indicadores), spread into the remote's catalogue
// (../i18n/es.ts). Key: the whole English sentence.
import type { Catalogue } from '@portal/shared';

export const indicatorsEs: Catalogue = {
  // The e-government home's link (/app/)
  'How well we serve': 'Cómo atendemos',
  'How long each procedure takes to be decided, the share decided within its standard and the next free appointment of each office.':
    'Cuánto se tarda en resolver cada trámite, qué parte se resuelve dentro del plazo y la próxima cita libre de cada oficina.',
  'See the service indicators': 'Ver los indicadores de servicio',
  // IndicatorsPage (/indicadores)
  'Service indicators': 'Indicadores de servicio',
  'Loading the indicators...': 'Cargando los indicadores...',
  'We could not load the indicators. Check your internet connection and try again.':
    'No pudimos cargar los indicadores. Revise su conexión a internet e inténtelo de nuevo.',
  'How long {{city}} takes to decide the requests citizens file online, from {{from}} to {{to}}.':
    'Cuánto tarda {{city}} en resolver las solicitudes que los ciudadanos hacen en línea, del {{from}} al {{to}}.',
  'How long the city takes to decide the requests citizens file online, from {{from}} to {{to}}.':
    'Cuánto tarda la alcaldía en resolver las solicitudes que los ciudadanos hacen en línea, del {{from}} al {{to}}.',
  'Days are working days: Monday to Friday, holidays not counted, from the day after the request was filed to the day it was decided.':
    'Los días son hábiles: de lunes a viernes, sin contar los feriados, desde el día siguiente a la solicitud hasta el día en que se resolvió.',
  'To protect privacy, a figure resting on fewer than 5 requests is shown as a dash (—).':
    'Para proteger la privacidad, una cifra basada en menos de 5 solicitudes se muestra con una raya (—).',
  'Figures computed on {{date}}.': 'Cifras calculadas el {{date}}.',
  'The city in figures': 'La alcaldía en cifras',
  'requests received': 'solicitudes recibidas',
  'requests decided': 'solicitudes resueltas',
  'working days to a decision (median)': 'días hábiles hasta la resolución (mediana)',
  'decided within the standard': 'resueltas dentro del plazo',
  'Requests received per month': 'Solicitudes recibidas por mes',
  'The same figures are in the table.': 'Las mismas cifras están en la tabla.',
  Month: 'Mes',
  Requests: 'Solicitudes',
  'Working days to a decision, by procedure': 'Días hábiles hasta la resolución, por trámite',
  'No requests were filed online in this period.': 'No se hicieron solicitudes en línea en este periodo.',
  'Median working days. The same figures are in the table.': 'Mediana de días hábiles. Las mismas cifras están en la tabla.',
  'Service standard': 'Plazo',
  'Received requests': 'Recibidas',
  'Decided requests': 'Resueltas',
  Median: 'Mediana',
  '9 in 10 within': '9 de cada 10 en',
  None: 'Ninguno',
  '{{days}} working days': '{{days}} días hábiles',
  'Decided within the standard, by procedure': 'Resueltas dentro del plazo, por trámite',
  'Too few requests with a standard were decided in this period to publish this figure.':
    'En este periodo se resolvieron muy pocas solicitudes con plazo para publicar esta cifra.',
  'Share of requests decided on or before their due date. The same figures are in the table.':
    'Parte de las solicitudes resueltas a más tardar en su fecha límite. Las mismas cifras están en la tabla.',
  'Within the standard': 'Dentro del plazo',
  'By department': 'Por departamento',
  'Figures of each department': 'Cifras de cada departamento',
  'Next free appointment, by office': 'Próxima cita libre, por oficina',
  'No office gives appointments.': 'Ninguna oficina da citas.',
  'Next free appointment': 'Próxima cita libre',
  '{{date}} at {{time}}': '{{date}} a las {{time}}',
  'None in the next 60 days': 'Ninguna en los próximos 60 días',
  'Open data': 'Datos abiertos',
  'These figures and the catalogue of procedures are open data: reuse them freely, citing the city (licence CC BY 4.0).':
    'Estas cifras y el catálogo de trámites son datos abiertos: puede reutilizarlos libremente citando a la alcaldía (licencia CC BY 4.0).',
  'Service indicators (CSV)': 'Indicadores de servicio (CSV)',
  'Service indicators (JSON)': 'Indicadores de servicio (JSON)',
  'Catalogue of procedures (CSV)': 'Catálogo de trámites (CSV)',
  'Catalogue of procedures (JSON)': 'Catálogo de trámites (JSON)',
  'Data catalogue (DCAT-AP, JSON-LD)': 'Catálogo de datos (DCAT-AP, JSON-LD)',
};
