/** Contacto: the contact form (sending comes with the contact issue). */
export default function ContactPage() {
  return (
    <section className="container">
      <h1>Contacto</h1>
      <form aria-label="Formulario de contacto" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="contact-name">Nombre</label>
        <input id="contact-name" name="contact-name" required />
        <label htmlFor="contact-email">Correo electrónico</label>
        <input id="contact-email" name="contact-email" type="email" required />
        <label htmlFor="contact-phone">Teléfono</label>
        <input id="contact-phone" name="contact-phone" type="tel" required />
        <label htmlFor="contact-message">Mensaje</label>
        <textarea id="contact-message" name="contact-message" />
        <button type="submit">Enviar</button>
      </form>
    </section>
  );
}
