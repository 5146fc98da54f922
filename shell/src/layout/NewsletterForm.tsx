import { useState, type FormEvent } from 'react';

/**
 * The newsletter form. The spec blocks its submission and sends nothing; the visitor is told so
 * politely instead of being left wondering.
 */
export function NewsletterForm() {
  const [notice, setNotice] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('La suscripción al boletín aún no está disponible. No se envió ningún dato.');
  };
  return (
    <form className="newsletter" onSubmit={submit} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Boletín</h2>
      <p>Reciba las noticias del municipio en su correo.</p>
      <div className="newsletter-row">
        <label htmlFor="newsletter-email" className="visually-hidden">
          Correo electrónico
        </label>
        <input id="newsletter-email" name="email" type="email" autoComplete="email" placeholder="correo@ejemplo.com" />
        <button type="submit" className="btn">
          Suscribirse
        </button>
      </div>
      <p role="status" className="newsletter-notice">
        {notice}
      </p>
    </form>
  );
}
