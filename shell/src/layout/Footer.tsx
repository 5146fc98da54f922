import { Link } from 'react-router-dom';

/** Site footer with the copyright line of the current year. */
export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Enlaces del pie de página">
        <ul>
          <li>
            <Link to="/procedures">Trámites</Link>
          </li>
          <li>
            <Link to="/contact">Contacto</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Política de privacidad</Link>
          </li>
          <li>
            <Link to="/terms-use">Términos de uso</Link>
          </li>
        </ul>
      </nav>
      <p>© {new Date().getFullYear()} Todos los derechos reservados.</p>
    </footer>
  );
}
