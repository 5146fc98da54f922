// The static demo blog data (spec section 3, "sample blog post") that the category, author and
// archive pages filter. It is template demo content, not the city's news (those come from the server).
import { drawAvatar, drawPicture, type PictureShape } from './demo-pictures';

export type DemoFormat = 'standard' | 'gallery' | 'video';

/** Social links of a demo author; keys as the template spells them (pinterst, dribble). */
export interface DemoSocial {
  facebook?: string;
  twitter?: string;
  instagram?: string;
  linkedin?: string;
  vimeo?: string;
  pinterst?: string;
  dribble?: string;
  behance?: string;
}

export interface DemoPost {
  id: number;
  title: string;
  /** ISO date (yyyy-mm-dd). */
  post_date: string;
  read_time: string;
  thumb: string;
  large_thumb: string | string[];
  category: string;
  format: DemoFormat;
  excerpt: string;
  body: string[];
  features_img: string[];
  author_name: string;
  author_avatar: string;
  author_para: string;
  social: DemoSocial;
}

interface Author {
  name: string;
  hue: number;
  para: string;
  social: DemoSocial;
}

const authors: Record<string, Author> = {
  maria: {
    name: 'María Fernanda Rojas',
    hue: 200,
    para: 'Periodista de la Dirección de Comunicaciones. Cubre obras públicas y servicios.',
    social: { facebook: 'https://facebook.com/', twitter: 'https://twitter.com/', linkedin: 'https://linkedin.com/' },
  },
  jose: {
    name: 'José Gregorio Pérez',
    hue: 20,
    para: 'Fotógrafo y redactor. Escribe sobre cultura, deporte y vida comunitaria.',
    social: { instagram: 'https://instagram.com/', vimeo: 'https://vimeo.com/', behance: 'https://behance.net/' },
  },
  ana: {
    name: 'Ana Lucía Méndez',
    hue: 300,
    para: 'Especialista en gobierno digital. Explica los trámites en línea y la transparencia municipal.',
    social: { linkedin: 'https://linkedin.com/', twitter: 'https://twitter.com/', dribble: 'https://dribbble.com/', pinterst: 'https://pinterest.com/' },
  },
};

function post(
  id: number,
  title: string,
  postDate: string,
  category: string,
  format: DemoFormat,
  authorKey: keyof typeof authors,
  shape: PictureShape,
  hue: number,
  excerpt: string,
  body: string[],
): DemoPost {
  const author = authors[authorKey]!;
  const thumb = drawPicture(shape, hue);
  return {
    id,
    title,
    post_date: postDate,
    read_time: `${2 + (id % 4)} min de lectura`,
    thumb,
    large_thumb: format === 'gallery' ? [thumb, drawPicture('circles', (hue + 60) % 360), drawPicture('waves', (hue + 120) % 360)] : thumb,
    category,
    format,
    excerpt,
    body,
    features_img: [drawPicture('waves', (hue + 180) % 360)],
    author_name: author.name,
    author_avatar: drawAvatar(author.name, author.hue),
    author_para: author.para,
    social: author.social,
  };
}

export const demoPosts: DemoPost[] = [
  post(1, 'Cómo solicitar tu solvencia municipal en línea', '2025-08-28', 'Gobierno Digital', 'standard', 'ana', 'building', 210,
    'Paso a paso para obtener la solvencia sin acudir a las taquillas.',
    ['<p>La solvencia municipal ya se puede solicitar desde el portal ciudadano.</p>', '<p>Solo necesitas tu cédula, el número de inmueble y un correo electrónico válido.</p>']),
  post(2, 'Cinco parques renovados para disfrutar en familia', '2025-08-21', 'Espacios Públicos', 'gallery', 'jose', 'hills', 120,
    'Nuevas áreas infantiles, caminerías y luminarias en cinco parques de la ciudad.',
    ['<p>Los parques La Ceiba, El Samán, Los Cedros, La Paz y Bella Vista reabren sus puertas.</p>', '<p>Las obras incluyeron rampas de acceso y bebederos.</p>']),
  post(3, 'Recorrido en video por la nueva avenida Bolívar', '2025-08-14', 'Obras Públicas', 'video', 'maria', 'waves', 30,
    'Mira cómo quedó el tramo rehabilitado de la principal arteria vial.',
    ['<p>Tres kilómetros de asfalto nuevo, aceras accesibles y señalización.</p>']),
  post(4, 'Presupuesto participativo: así se eligen los proyectos', '2025-07-30', 'Participación Ciudadana', 'standard', 'ana', 'circles', 260,
    'Los consejos comunales votan las obras prioritarias de cada parroquia.',
    ['<p>Cada parroquia presenta hasta tres proyectos.</p>', '<p>La votación es abierta y sus resultados se publican en el portal.</p>']),
  post(5, 'Festival de la cultura vallera en imágenes', '2025-07-19', 'Cultura', 'gallery', 'jose', 'circles', 330,
    'Música, danza y gastronomía reunieron a miles de vecinos en la plaza Bolívar.',
    ['<p>Más de cuarenta agrupaciones participaron en el festival.</p>']),
  post(6, 'Nuevas rutas de recolección de desechos', '2025-07-08', 'Servicios Públicos', 'standard', 'maria', 'hills', 90,
    'Consulta el horario de recolección de tu sector.',
    ['<p>Las rutas se reorganizaron para cubrir todos los sectores tres veces por semana.</p>']),
  post(7, 'Torneo intercomunal: la gran final', '2025-06-27', 'Deportes', 'video', 'jose', 'building', 160,
    'Veinte equipos compitieron en fútbol, baloncesto y voleibol.',
    ['<p>La final se jugó en el polideportivo municipal ante un estadio lleno.</p>']),
  post(8, 'Transparencia: consulta la ejecución presupuestaria', '2025-06-16', 'Gobierno Digital', 'standard', 'ana', 'waves', 240,
    'Los datos de gasto municipal ya están publicados en formato abierto.',
    ['<p>Los archivos se pueden descargar en formato CSV desde la sección de transparencia.</p>']),
];
