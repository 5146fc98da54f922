// Spanish texts of the certificate validation page (issue 15), spread into es.ts.
import type { Catalogue } from '@portal/shared';

export const certificatesEs: Catalogue = {
  'Certificate validation': 'Validación de certificado',
  'Write the number and the register printed on the certificate to check that the city hall issued it.':
    'Escriba el número y el registro impresos en el certificado para comprobar que lo emitió la alcaldía.',
  'Checking the certificate...': 'Verificando el certificado...',
  'Too many checks from this connection. Try again in {{seconds}} seconds.': 'Demasiadas consultas desde esta conexión. Intente de nuevo en {{seconds}} segundos.',
  'Too many checks from this connection. Try again in a minute.': 'Demasiadas consultas desde esta conexión. Intente de nuevo en un minuto.',
  'We could not check the certificate. Check your internet connection and try again.':
    'No pudimos verificar el certificado. Revise su conexión a internet e inténtelo de nuevo.',
  // The verdict
  'Valid certificate': 'Certificado válido',
  'Revoked certificate': 'Certificado revocado',
  'Expired certificate': 'Certificado vencido',
  'Not found': 'No encontrado',
  'The city hall issued this certificate and it is in force.': 'La alcaldía emitió este certificado y está vigente.',
  'Revoked on {{date}}. Reason: {{reason}}': 'Revocado el {{date}}. Motivo: {{reason}}',
  'It expired on {{date}}.': 'Venció el {{date}}.',
  'We did not find a certificate with that number and register. Check both and try again.':
    'No encontramos un certificado con ese número y registro. Revise ambos datos e intente de nuevo.',
  // The details
  'Certificate details': 'Datos del certificado',
  'Certificate number': 'Número de certificado',
  'Register number': 'Número de registro',
  Type: 'Tipo',
  Procedure: 'Trámite',
  Department: 'Departamento',
  Holder: 'Titular',
  '{{initials}}, national id ending in {{digits}}': '{{initials}}, cédula terminada en {{digits}}',
  'Issued on': 'Fecha de emisión',
  'Expires on': 'Fecha de vencimiento',
  'Does not expire': 'Sin vencimiento',
  'Download PDF': 'Descargar PDF',
  'SHA-256 of the PDF (compare it with the file you were given):': 'SHA-256 del PDF (compárelo con el del archivo que recibió):',
  // The form
  'Check another certificate': 'Verificar otro certificado',
  Check: 'Verificar',
  'Write the certificate number.': 'Escriba el número de certificado.',
  'Write the register number.': 'Escriba el número de registro.',
  'The certificate number may only have letters, digits, dashes, dots and slashes (up to 40 characters).':
    'El número de certificado solo admite letras, números, guiones, puntos y barras (hasta 40 caracteres).',
  'The register number may only have letters, digits, dashes, dots and slashes (up to 40 characters).':
    'El número de registro solo admite letras, números, guiones, puntos y barras (hasta 40 caracteres).',
};
