import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { DataCache } from './data-cache';
import { useCachedData } from './use-cached-data';

function Titles({ cache, fetcher, label }: { cache: DataCache; fetcher: () => Promise<string[]>; label: string }) {
  const { data, error } = useCachedData('posts:0', fetcher, cache);
  if (error) return <p>{label}: error</p>;
  return <p>{label}: {data ? data.join(', ') : 'Loading...'}</p>;
}

test('two widgets showing the same key make one request and both show the answer', async () => {
  const cache = new DataCache();
  const fetcher = jest.fn(async () => ['Jornada de vacunación']);
  render(
    <>
      <Titles cache={cache} fetcher={fetcher} label="lista" />
      <Titles cache={cache} fetcher={fetcher} label="inicio" />
    </>,
  );
  expect(screen.getByText('lista: Loading...')).toBeInTheDocument();
  expect(await screen.findByText('lista: Jornada de vacunación')).toBeInTheDocument();
  expect(screen.getByText('inicio: Jornada de vacunación')).toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(1);
});

test('a null key asks nothing', async () => {
  const cache = new DataCache();
  const fetcher = jest.fn(async () => 'x');
  function Nothing() {
    const { data, isValidating } = useCachedData<string>(null, fetcher, cache);
    return <p>{data ?? (isValidating ? 'cargando' : 'sin datos')}</p>;
  }
  render(<Nothing />);
  await act(async () => undefined);
  expect(screen.getByText('sin datos')).toBeInTheDocument();
  expect(fetcher).not.toHaveBeenCalled();
});
