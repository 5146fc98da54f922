import { useId, type FormEvent } from 'react';

/**
 * The sidebar's search box. The spec keeps it without behaviour (submit blocked): the server has
 * no search call yet, and a submit must not reload the page or lose what was typed.
 */
export function SearchBox() {
  const id = useId();
  const block = (event: FormEvent) => event.preventDefault();
  return (
    <form role="search" className="sidebar-search" onSubmit={block}>
      <label htmlFor={id} className="visually-hidden">
        Buscar noticias
      </label>
      <input id={id} type="search" name="q" placeholder="Buscar..." autoComplete="off" />
      <button type="submit" className="btn">
        Buscar
      </button>
    </form>
  );
}
