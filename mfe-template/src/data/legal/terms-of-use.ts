import type { LegalDocument } from '../types';

/** Términos de uso del portal (spec section 2: 9 secciones). */
export const TERMS_OF_USE: LegalDocument = {
  title: 'Términos de Uso',
  updated: '22 de agosto de 2025',
  intro:
    'Estos términos regulan el uso de este portal ciudadano de la Alcaldía. Le pedimos que los lea con atención: al navegar por el portal o usar sus servicios, usted los acepta.',
  sections: [
    {
      title: 'Objeto del portal',
      paragraphs: [
        'El portal ofrece información municipal, noticias, el catálogo de trámites en línea, la validación de certificados digitales y canales de contacto con la Alcaldía.',
        'Algunas secciones conducen a la aplicación de Gobierno Electrónico, que se abre en una pestaña nueva y tiene sus propias condiciones de uso.',
      ],
    },
    {
      title: 'Acceso al portal',
      paragraphs: [
        'El acceso es libre y gratuito y no requiere registro. Los costos de conexión a Internet corren por cuenta de cada persona usuaria.',
        'Los trámites que requieran identificarse se realizan en la aplicación de Gobierno Electrónico, con las credenciales y garantías que allí se indiquen.',
      ],
    },
    {
      title: 'Uso adecuado',
      paragraphs: ['Al usar el portal usted se compromete a:'],
      items: [
        'Proporcionar información veraz en los formularios y no suplantar la identidad de otra persona.',
        'No enviar contenidos ilícitos, ofensivos, discriminatorios o publicitarios.',
        'No intentar acceder a zonas restringidas, alterar el funcionamiento del portal ni introducir programas dañinos.',
        'No usar medios automatizados que sobrecarguen el servicio o impidan su uso a otras personas.',
      ],
    },
    {
      title: 'Trámites y validez de la información',
      paragraphs: [
        'La información sobre trámites, requisitos y tarifas se publica con fines orientativos y se actualiza con regularidad. En caso de discrepancia prevalece lo establecido en las ordenanzas y resoluciones municipales vigentes.',
        'Los montos se expresan en bolívares. El pago de un trámite solo se considera realizado cuando la Alcaldía lo confirma por los canales oficiales.',
      ],
    },
    {
      title: 'Certificados digitales',
      paragraphs: [
        'La validación de certificados permite comprobar si un documento fue emitido por la Alcaldía, a partir de su número de certificado y de registro.',
        'El resultado de la validación refleja los registros municipales en el momento de la consulta. Alterar, falsificar o usar indebidamente un certificado puede constituir delito.',
      ],
    },
    {
      title: 'Propiedad intelectual',
      paragraphs: [
        'Los textos, logotipos, imágenes y el diseño del portal pertenecen a la Alcaldía o a sus autores y están protegidos por la legislación sobre propiedad intelectual.',
        'Puede reproducir la información pública del portal con fines no comerciales, siempre que cite la fuente y no altere su contenido.',
      ],
    },
    {
      title: 'Enlaces y disponibilidad',
      paragraphs: [
        'El portal puede contener enlaces a sitios de otros organismos o entidades. La Alcaldía no controla esos sitios ni responde por sus contenidos.',
        'Procuramos que el portal esté disponible de forma continua, pero puede interrumpirse por mantenimiento, fallos técnicos o causas ajenas a la Alcaldía. Avisaremos con antelación de las interrupciones programadas siempre que sea posible.',
      ],
    },
    {
      title: 'Responsabilidad',
      paragraphs: [
        'La Alcaldía responde por el correcto funcionamiento de los servicios que presta en el marco de la ley, pero no por los daños causados por un uso del portal contrario a estos términos, por la información falsa que aporte una persona usuaria ni por fallos de las redes o equipos ajenos a la administración municipal.',
      ],
    },
    {
      title: 'Modificaciones y legislación aplicable',
      paragraphs: [
        'Podemos modificar estos términos para adaptarlos a nuevos servicios o a cambios normativos. La versión vigente es siempre la publicada en esta página, con su fecha de actualización.',
        'Estos términos se rigen por la legislación de la República Bolivariana de Venezuela. Las dudas o reclamos pueden dirigirse a la Alcaldía desde la página de contacto.',
      ],
    },
  ],
};
