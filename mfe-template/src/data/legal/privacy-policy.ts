import type { LegalDocument } from '../types';

/** Política de privacidad del portal (spec section 2: 10 secciones, menores de 16 años). */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Política de Privacidad',
  updated: '22 de agosto de 2025',
  intro:
    'Esta política explica qué datos personales trata la Alcaldía a través de este portal ciudadano, para qué los usa, durante cuánto tiempo los conserva y cómo puede usted ejercer sus derechos. La redactamos en lenguaje sencillo; si algo no está claro, escríbanos desde la página de contacto.',
  sections: [
    {
      title: 'Responsable del tratamiento',
      paragraphs: [
        'El responsable de los datos personales recogidos en este portal es la Alcaldía titular del sitio, cuyos datos de sede, teléfono y correo electrónico figuran en la página de contacto.',
        'El portal es un servicio público de información y atención ciudadana. No vende datos personales ni los usa con fines comerciales.',
      ],
    },
    {
      title: 'Datos que recopilamos',
      paragraphs: ['Solo tratamos los datos que usted nos entrega o que son imprescindibles para que el portal funcione:'],
      items: [
        'Datos de contacto que escribe en los formularios: nombre, correo electrónico, teléfono y el mensaje que nos envía.',
        'Números de certificado y de registro que introduce para validar un certificado digital.',
        'Datos técnicos de la conexión: dirección IP, tipo de navegador, páginas visitadas y fecha y hora de la visita, que el servidor registra por seguridad.',
        'Preferencias guardadas en su propio navegador, como el modo claro u oscuro.',
      ],
    },
    {
      title: 'Finalidades del tratamiento',
      paragraphs: ['Usamos sus datos únicamente para:'],
      items: [
        'Responder a sus consultas, solicitudes y reclamos.',
        'Orientarle sobre los trámites en línea y validar los certificados emitidos por la Alcaldía.',
        'Mantener la seguridad del portal, prevenir usos fraudulentos y corregir errores técnicos.',
        'Elaborar estadísticas anónimas de uso que nos ayudan a mejorar el servicio.',
      ],
    },
    {
      title: 'Base legal',
      paragraphs: [
        'Tratamos los datos en ejercicio de las competencias propias de la administración municipal y para atender las solicitudes que usted nos dirige, conforme a la Constitución de la República Bolivariana de Venezuela, que reconoce el derecho de toda persona a acceder a la información sobre sí misma y a la protección de su honor y vida privada, y a la normativa sobre gobierno electrónico y mensajes de datos aplicable.',
        'Cuando un tratamiento dependa de su consentimiento, se lo pediremos de forma expresa y podrá retirarlo en cualquier momento sin que ello afecte a lo ya realizado.',
      ],
    },
    {
      title: 'Conservación y seguridad',
      paragraphs: [
        'Conservamos los mensajes de contacto durante el tiempo necesario para atenderlos y, después, durante el plazo que exijan las normas de archivo de la administración pública. Los registros técnicos del servidor se eliminan a los 12 meses, salvo que se necesiten para investigar un incidente de seguridad.',
        'Aplicamos medidas técnicas y organizativas razonables: conexiones cifradas, control de acceso del personal autorizado, copias de seguridad y revisión periódica de los sistemas. Ningún sistema es completamente invulnerable; si ocurriera un incidente que afecte a sus datos, se lo comunicaremos sin demora injustificada.',
      ],
    },
    {
      title: 'Destinatarios de los datos',
      paragraphs: [
        'Sus datos solo son accesibles para el personal municipal que atiende su solicitud y para los proveedores que nos prestan servicios técnicos, como el alojamiento del portal o el envío de correos, que actúan por cuenta de la Alcaldía, bajo contrato y sin poder usarlos para fines propios.',
        'No cedemos datos a terceros, salvo obligación legal o requerimiento de una autoridad judicial o administrativa competente.',
      ],
    },
    {
      title: 'Sus derechos',
      paragraphs: ['Usted puede, en cualquier momento y de forma gratuita:'],
      items: [
        'Conocer qué datos suyos tratamos y con qué finalidad (acceso).',
        'Pedir que se corrijan o actualicen si son inexactos (rectificación).',
        'Solicitar que se eliminen cuando ya no sean necesarios (supresión).',
        'Oponerse a un tratamiento concreto o retirar el consentimiento que haya dado.',
      ],
    },
    {
      title: 'Cookies y almacenamiento local',
      paragraphs: [
        'El portal usa una cookie técnica de seguridad que protege los formularios contra envíos falsificados, y guarda en su navegador su preferencia de modo claro u oscuro y la versión del catálogo de trámites para no descargarlo de nuevo en cada visita.',
        'No usamos cookies publicitarias ni de seguimiento de terceros. Puede borrar estos datos desde la configuración de su navegador; el portal seguirá funcionando, aunque tendrá que volver a elegir sus preferencias.',
      ],
    },
    {
      title: 'Menores de edad',
      paragraphs: [
        'Los servicios del portal están dirigidos a personas mayores de 16 años. Los menores de 16 años no deben enviarnos datos personales sin la autorización de su madre, padre o representante legal.',
        'Si descubrimos que hemos recibido datos de un menor de 16 años sin esa autorización, los eliminaremos. Los representantes pueden pedirnos en cualquier momento que revisemos o borremos esa información.',
      ],
    },
    {
      title: 'Cambios y contacto',
      paragraphs: [
        'Podemos actualizar esta política cuando cambien los servicios del portal o la normativa. La fecha de la última actualización figura al inicio de esta página, y los cambios importantes se anunciarán en el propio portal.',
        'Para ejercer sus derechos o hacer cualquier consulta sobre privacidad, escríbanos desde la página de contacto indicando su nombre, un medio de respuesta y el derecho que desea ejercer. Responderemos en un plazo máximo de 15 días hábiles.',
      ],
    },
  ],
};
