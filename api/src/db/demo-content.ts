// Spanish demo content for two invented municipalities. Pure data: seed.ts writes it.
import type { DemoImage } from '../media/svg-images.ts';
import type { Customer } from '@portal/contract';

/** A demo customer: the site config's Customer, with its social networks given directly. */
export type DemoCustomer = Omit<Customer, 'apps_config'> & { socialNetworks: Customer['apps_config']['socialNetworks'] };

export const customers: DemoCustomer[] = [
  {
    id: '1',
    name: 'Alcaldía de San Rafael del Valle',
    shortname: 'sanrafael',
    logo: 'logos/sanrafael.svg',
    address: 'Av. Bolívar con calle Sucre, Palacio Municipal, San Rafael del Valle, Venezuela.',
    phone: '+58 251 555 0100',
    email: 'atencion@sanrafael.example',
    timeZone: 'America/Caracas',
    socialNetworks: [
      { name: 'facebook', url: 'https://facebook.com/alcaldiasanrafael' },
      { name: 'twitter', url: 'https://twitter.com/sanrafaelvalle' },
      { name: 'linkedin', url: 'https://linkedin.com/company/alcaldia-san-rafael' },
    ],
  },
  {
    id: '2',
    name: 'Municipio Santa Lucía',
    shortname: 'santalucia',
    logo: 'logos/santalucia.svg',
    address: 'Plaza Mayor 1, Santa Lucía.',
    phone: '+57 601 555 0200',
    email: 'contacto@santalucia.example',
    timeZone: 'America/Bogota',
    socialNetworks: [{ name: 'facebook', url: 'https://facebook.com/municipiosantalucia' }],
  },
];

export const siteConfig = {
  version: '1',
  siteName: 'Portal Ciudadano',
  siteDescription: 'Trámites, noticias y atención en línea para los ciudadanos del municipio.',
  siteDemo: true,
  egovHomePath: '/app/',
  blogPageSize: 4,
};

export interface DemoDepartment {
  name: string;
  active: boolean;
  procedures: string[];
}

// One inactive department (its procedures must not show in the filter) and one active
// department with no procedures (it must not show either).
export const departmentsSanRafael: DemoDepartment[] = [
  {
    name: 'Hacienda Municipal',
    active: true,
    procedures: [
      'Solvencia municipal', 'Declaración de actividades económicas', 'Licencia de actividades económicas',
      'Renovación de licencia de actividades económicas', 'Pago del impuesto sobre inmuebles urbanos',
      'Impuesto sobre vehículos', 'Permiso de publicidad comercial', 'Constancia de no contribuyente',
      'Retiro de actividades económicas', 'Convenio de pago de deudas tributarias',
    ],
  },
  {
    name: 'Catastro',
    active: true,
    procedures: [
      'Inscripción catastral', 'Cédula catastral', 'Ficha catastral', 'Actualización de datos catastrales',
      'Constancia de zonificación', 'Levantamiento topográfico', 'Certificado de empadronamiento', 'Plano de mensura',
    ],
  },
  {
    name: 'Ingeniería Municipal',
    active: true,
    procedures: [
      'Permiso de construcción', 'Permiso de remodelación', 'Variables urbanas fundamentales',
      'Constancia de habitabilidad', 'Permiso de demolición', 'Permiso de rotura de calzada', 'Conformidad de uso',
    ],
  },
  {
    name: 'Registro Civil',
    active: true,
    procedures: [
      'Acta de nacimiento', 'Acta de matrimonio', 'Acta de defunción', 'Constancia de residencia',
      'Unión estable de hecho', 'Constancia de fe de vida', 'Rectificación de actas',
    ],
  },
  {
    name: 'Desarrollo Social',
    active: true,
    procedures: [
      'Solicitud de ayuda médica', 'Solicitud de ayuda funeraria', 'Beca estudiantil municipal',
      'Inscripción en programa de adulto mayor', 'Registro de consejos comunales', 'Donación de insumos escolares',
    ],
  },
  {
    name: 'Ambiente y Servicios Públicos',
    active: true,
    procedures: ['Permiso de tala y poda', 'Recolección de desechos especiales', 'Denuncia ambiental', 'Uso de espacios públicos'],
  },
  {
    name: 'Sindicatura Municipal',
    active: false,
    procedures: ['Arrendamiento de terrenos ejidos', 'Venta de terrenos ejidos'],
  },
  { name: 'Turismo y Cultura', active: true, procedures: [] },
];

export const departmentsSantaLucia: DemoDepartment[] = [
  { name: 'Tesorería', active: true, procedures: ['Paz y salvo municipal', 'Impuesto predial', 'Industria y comercio'] },
  { name: 'Planeación', active: true, procedures: ['Licencia de construcción', 'Certificado de estratificación', 'Uso de suelo'] },
  { name: 'Gobierno', active: true, procedures: ['Certificado de residencia', 'Permiso de eventos públicos'] },
];

export const requirementPool = [
  'Copia de la cédula de identidad', 'RIF vigente', 'Solvencia municipal vigente', 'Documento de propiedad',
  'Planilla de solicitud firmada', 'Comprobante de pago de la tasa', 'Carta de residencia del consejo comunal',
  'Plano de ubicación', 'Acta constitutiva de la empresa', 'Fotografía tipo carnet', 'Informe técnico',
  'Constancia de trabajo', 'Partida de nacimiento', 'Memoria descriptiva del proyecto',
];

const WEEKDAYS = [1, 2, 3, 4, 5];
/** Monday to Friday, 8:00–12:00 and 13:00–16:00. */
const MORNING_AND_AFTERNOON = WEEKDAYS.flatMap((weekday) => [{ weekday, start: '08:00', end: '12:00' }, { weekday, start: '13:00', end: '16:00' }]);

/**
 * Service offices of the demo municipalities, each with its one schedule: the hours citizens read,
 * and the appointments they book unless `takesAppointments` is false (they come without one).
 */
export const demoOffices = [
  {
    customerId: '1', name: 'Palacio Municipal — Atención al Ciudadano', address: 'Av. Bolívar con calle Sucre, planta baja, San Rafael del Valle.',
    phone: '+58 251 555 0100', email: 'atencion@sanrafael.example', latitude: 10.0678, longitude: -69.3467,
    schedule: { name: 'Horario general', takesAppointments: true, days: MORNING_AND_AFTERNOON },
  },
  {
    customerId: '1', name: 'Oficina de Hacienda Municipal', address: 'Calle Urdaneta 12, San Rafael del Valle.',
    phone: '+58 251 555 0120', email: 'hacienda@sanrafael.example', latitude: null, longitude: null,
    schedule: { name: 'Horario de atención', takesAppointments: false, days: WEEKDAYS.map((weekday) => ({ weekday, start: '08:00', end: '15:00' })) },
  },
  {
    customerId: '2', name: 'Alcaldía de Santa Lucía', address: 'Plaza Mayor 1, Santa Lucía.',
    phone: '+58 212 555 0200', email: '', latitude: null, longitude: null,
    schedule: { name: 'Horario general', takesAppointments: true, days: MORNING_AND_AFTERNOON },
  },
];

export const procedureStates = ['Recibido', 'En revisión', 'Requiere corrección', 'Aprobado', 'Rechazado', 'Entregado'];
/** The states that decide a request: the service standard is measured to the first one reached. */
export const decidingStates = ['Aprobado', 'Rechazado', 'Entregado'];

const postTopics = [
  ['Inicia la rehabilitación de la avenida Bolívar', 'Los trabajos abarcan 3 kilómetros de asfaltado y nuevas aceras accesibles.'],
  ['Jornada de vacunación en las parroquias del sur', 'Equipos de salud recorrerán once comunidades durante dos semanas.'],
  ['Nuevo horario de atención en Hacienda Municipal', 'Las taquillas atenderán de lunes a viernes de 8:00 a 16:00.'],
  ['Festival de la cultura vallera 2025', 'Música, danza y gastronomía local en la plaza Bolívar.'],
  ['Plan de recolección de desechos sólidos', 'Nuevas rutas y horarios para todos los sectores del municipio.'],
  ['Entrega de becas estudiantiles municipales', 'Ciento veinte jóvenes recibieron su beca para el año escolar.'],
  ['Recuperación del parque La Ceiba', 'El parque reabre con áreas infantiles, iluminación y caminerías.'],
  ['Catastro en tu comunidad', 'Funcionarios actualizan datos catastrales casa por casa.'],
  ['Operativo de identificación en Registro Civil', 'Se emitieron más de 800 actas en una sola jornada.'],
  ['Mantenimiento del sistema de alumbrado público', 'Se sustituyeron 450 luminarias por tecnología LED.'],
  ['Consulta pública del presupuesto participativo', 'Los consejos comunales presentan sus proyectos prioritarios.'],
  ['Simulacro de evacuación en escuelas municipales', 'Protección Civil coordinó el ejercicio en doce planteles.'],
  ['Reforestación de la cuenca del río Valle', 'Voluntarios sembraron 2.000 árboles autóctonos.'],
  ['Balance de gestión del primer semestre', 'La alcaldía presentó los resultados de obras y servicios.'],
  ['Torneo deportivo intercomunal', 'Veinte equipos compiten en fútbol, baloncesto y voleibol.'],
  ['Nueva plataforma de trámites en línea', 'Los ciudadanos ya pueden solicitar su solvencia desde casa.'],
] as const;

export interface DemoPost {
  title: string;
  excerpt: string;
  format: 'standard' | 'gallery' | 'video';
  image: string;
  images: string[];
  featuresImg: string[];
  body: string;
  created: string;
}

function postBody(title: string, excerpt: string, format: DemoPost['format']): string {
  const video = format === 'video'
    ? '<p>El video completo de la actividad está disponible en la mediateca municipal.</p>'
    : '';
  return `<p>${excerpt}</p>\n<h3>Detalles</h3>\n<p>La Alcaldía informa a la ciudadanía que «${title.toLowerCase()}» forma parte del plan de gestión 2025. `
    + 'Las comunidades pueden enviar sus consultas a través del formulario de contacto del portal.</p>\n'
    + `<ul><li>Lugar: Municipio San Rafael del Valle</li><li>Responsable: Dirección de Comunicaciones</li></ul>${video}`;
}

/** Posts for a customer, newest first, with images named blog/{prefix}-{n}.svg. */
export function demoPosts(prefix: string, count: number): DemoPost[] {
  const formats: DemoPost['format'][] = ['standard', 'gallery', 'video'];
  return Array.from({ length: count }, (_, index) => {
    const [title, excerpt] = postTopics[index % postTopics.length]!;
    const format = formats[index % formats.length]!;
    const n = index + 1;
    const created = new Date(Date.UTC(2025, 8, 1, 14, 0) - index * 3 * 86_400_000).toISOString();
    return {
      title,
      excerpt,
      format,
      image: `blog/${prefix}-${n}.svg`,
      images: format === 'gallery' ? [1, 2, 3].map((g) => `blog/${prefix}-${n}-galeria-${g}.svg`) : [`blog/${prefix}-${n}.svg`],
      featuresImg: [`blog/${prefix}-${n}-detalle.svg`],
      body: postBody(title, excerpt, format),
      created,
    };
  });
}

export const postCounts: Record<string, number> = { '1': 16, '2': 3 };

export interface DemoPage {
  slug: string;
  title: string;
  body: string;
  files: { name: string; path: string; mime: string; content: string }[];
}

export const pagesSanRafael: DemoPage[] = [
  {
    slug: 'transparencia',
    title: 'Transparencia municipal',
    body: '<p>Publicamos la ejecución presupuestaria, las contrataciones y las memorias de gestión de la Alcaldía.</p>',
    files: [
      {
        name: 'Ejecución presupuestaria 2025',
        path: 'documentos/ejecucion-presupuestaria-2025.csv',
        mime: 'text/csv',
        content: 'partida;asignado_ves;ejecutado_ves\nVialidad;1250000;830000\nSalud;980000;610000\nEducación;760000;540000\n',
      },
      {
        name: 'Mapa de parroquias',
        path: 'documentos/mapa-parroquias.svg',
        mime: 'image/svg+xml',
        content: '',
      },
    ],
  },
  {
    slug: 'ordenanzas',
    title: 'Ordenanzas vigentes',
    body: '<p>Texto de las ordenanzas municipales aprobadas por el Concejo Municipal.</p>',
    files: [
      {
        name: 'Ordenanza de actividades económicas',
        path: 'documentos/ordenanza-actividades-economicas.txt',
        mime: 'text/plain',
        content: 'ORDENANZA DE ACTIVIDADES ECONÓMICAS\n\nArtículo 1. Objeto. Esta ordenanza regula el impuesto sobre actividades económicas en el municipio.\n',
      },
    ],
  },
  {
    slug: 'atencion-ciudadana',
    title: 'Atención ciudadana',
    body: '<p>Oficinas de atención de lunes a viernes de 8:00 a 16:00 en el Palacio Municipal.</p>',
    files: [],
  },
];

export const pagesSantaLucia: DemoPage[] = [
  { slug: 'gobierno-abierto', title: 'Gobierno abierto', body: '<p>Datos abiertos del municipio.</p>', files: [] },
];

/** Every generated image, including the ones the posts reference. */
export function demoImages(): DemoImage[] {
  const images: DemoImage[] = [
    { file: 'logos/sanrafael.svg', title: 'San Rafael', hue: 210, width: 240, height: 240, shape: 'logo' },
    { file: 'logos/santalucia.svg', title: 'Santa Lucía', hue: 140, width: 240, height: 240, shape: 'logo' },
    { file: 'banners/sanrafael-1.svg', title: 'Trámites en línea', hue: 200, width: 1600, height: 600, shape: 'building' },
    { file: 'banners/sanrafael-2.svg', title: 'Tu municipio más cerca', hue: 20, width: 1600, height: 600, shape: 'hills' },
    { file: 'banners/sanrafael-3.svg', title: 'Pagos en línea', hue: 280, width: 1600, height: 600, shape: 'circles' },
    { file: 'banners/santalucia-1.svg', title: 'Bienvenidos a Santa Lucía', hue: 120, width: 1600, height: 600, shape: 'hills' },
    { file: 'documentos/mapa-parroquias.svg', title: 'Parroquias', hue: 90, width: 800, height: 600, shape: 'hills' },
  ];
  const shapesCycle: DemoImage['shape'][] = ['hills', 'circles', 'building'];
  for (const [customerId, count] of Object.entries(postCounts)) {
    const prefix = customerId === '1' ? 'sanrafael' : 'santalucia';
    demoPosts(prefix, count).forEach((post, index) => {
      const hue = (index * 47) % 360;
      const shape = shapesCycle[index % 3]!;
      for (const file of new Set([post.image, ...post.images, ...post.featuresImg])) {
        images.push({ file, title: post.title.slice(0, 34), hue, width: 800, height: 500, shape });
      }
    });
  }
  return images;
}
