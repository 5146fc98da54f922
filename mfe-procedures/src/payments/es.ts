// Spanish texts of /pagos (the citizen's payments), spread into the remote's catalogue
// (../i18n/es.ts). Key: the whole English sentence.
import type { Catalogue } from '@portal/shared';

export const paymentsEs: Catalogue = {
  'Online payments': 'Pagos en línea',
  'Pay the fee of a request you started online: see how much, where to pay it, and what you have paid.':
    'Pague la tasa de una solicitud que inició en línea: vea cuánto es, dónde pagarla y lo que ya pagó.',
  'See my payments': 'Ver mis pagos',
  'This procedure has no fee.': 'Este trámite no tiene tasa.',
  'Payment of {{amount}} received: the municipality is checking it.': 'Recibimos su pago de {{amount}}: la alcaldía lo está verificando.',
  'To pay: {{amount}}': 'Por pagar: {{amount}}',
  'How to pay': 'Cómo pagar',
  'Your payments': 'Sus pagos',
  'Amount to pay: {{amount}}. Pay exactly this amount and write your tracking code {{code}} as the concept.':
    'Monto a pagar: {{amount}}. Pague exactamente este monto y escriba su código de seguimiento {{code}} como concepto.',
  'Pago Móvil': 'Pago Móvil',
  'Bank transfer': 'Transferencia bancaria',
  Bank: 'Banco',
  RIF: 'RIF',
  Amount: 'Monto',
  Account: 'Cuenta',
  Holder: 'Titular',
  "Pay at the municipality's counter with your tracking code.": 'Pague en la taquilla de la alcaldía con su código de seguimiento.',
  'At the counter': 'En taquilla',
  Card: 'Tarjeta',
  'Card payment not finished': 'Pago con tarjeta no completado',
  'Received, the municipality is checking it': 'Recibido, la alcaldía lo está verificando',
  'Not found by the municipality': 'La alcaldía no lo encontró',
  'Undone by the municipality': 'Anulado por la alcaldía',
  'No payment yet.': 'Aún no hay pagos.',
  'reference {{reference}}': 'referencia {{reference}}',
  'receipt {{number}}': 'recibo {{number}}',
  'Note from the municipality: {{note}}': 'Nota de la alcaldía: {{note}}',
  'I already paid: report the payment': 'Ya pagué: informar el pago',
  'How did you pay?': '¿Cómo pagó?',
  'Reference number': 'Número de referencia',
  'The number your bank gave you, 4 to 30 letters or digits.': 'El número que le dio su banco, de 4 a 30 letras o dígitos.',
  'Bank you paid from': 'Banco desde el que pagó',
  'Day of the payment': 'Día del pago',
  'Report the payment': 'Informar el pago',
  Pay: 'Pagar',
};
