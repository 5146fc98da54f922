// The sandbox gateway's page, as a stand-in for a real gateway's: plain HTML of its own (it is not
// a page of the portal), Spanish, readable and usable by keyboard, no script.
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SandboxPageFacts {
  id: string;
  amount: string;
  description: string;
  status: string;
  returnUrl: string;
}

export function sandboxPage(facts: SandboxPageFacts): string {
  const pending = facts.status === 'pending';
  const action = `/pasarela/sandbox/${encodeURIComponent(facts.id)}`;
  const button = (decision: string, label: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="decision" value="${decision}"><button type="submit">${label}</button></form>`;
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pasarela de pago de pruebas</title></head>
<body>
<main>
<h1>Pasarela de pago de pruebas</h1>
<p>Esta pasarela no cobra: sirve para probar el pago con tarjeta del portal.</p>
<dl><dt>Concepto</dt><dd>${escape(facts.description)}</dd><dt>Monto</dt><dd>${escape(facts.amount)}</dd></dl>
${pending
    ? `${button('approve', 'Aprobar el pago')}${button('decline', 'Rechazar la tarjeta')}${button('abandon', 'Abandonar el pago')}`
    : `<p>Este pago ya terminó.</p><p><a href="${escape(facts.returnUrl)}">Volver al portal</a></p>`}
</main>
</body>
</html>
`;
}
