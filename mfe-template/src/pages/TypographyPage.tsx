const BUILD_STAMP = process.env.PORTAL_BUILD_STAMP;

/** Typography: the template's type specimen (static demo content). */
export default function TypographyPage() {
  return (
    <section className="container">
      <h1>Typography</h1>
      {BUILD_STAMP ? <p className="build-stamp">Build {BUILD_STAMP}</p> : null}
      <h2>Heading two</h2>
      <h3>Heading three</h3>
      <p>
        Body text is set for long reading: short lines, generous spacing and enough contrast in both themes.
      </p>
      <blockquote>A quotation stands apart from the text around it.</blockquote>
    </section>
  );
}
