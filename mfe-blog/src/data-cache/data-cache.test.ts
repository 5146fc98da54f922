import { DataCache, isTransientError, type FetchContext } from './data-cache';

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2025-09-01T12:00:00Z'));
});
afterEach(() => jest.useRealTimers());

class HttpFailure extends Error {
  constructor(readonly status: number) {
    super(`status ${status}`);
  }
}

function counter<T>(answer: () => T | Promise<T>) {
  const calls: FetchContext[] = [];
  const fetcher = jest.fn(async (context: FetchContext) => {
    calls.push(context);
    return answer();
  });
  return { fetcher, calls };
}

test('two identical requests within 2 s reach the server once and share the answer', async () => {
  const cache = new DataCache();
  const { fetcher } = counter(() => ['noticia']);
  const first = cache.fetch('posts:0', fetcher);
  const second = cache.fetch('posts:0', fetcher);
  await expect(first).resolves.toEqual(['noticia']);
  await jest.advanceTimersByTimeAsync(1999);
  await expect(cache.fetch('posts:0', fetcher)).resolves.toEqual(['noticia']);
  await expect(second).resolves.toEqual(['noticia']);
  expect(fetcher).toHaveBeenCalledTimes(1);
});

test('the same request 2 s later asks the server again', async () => {
  const cache = new DataCache();
  let n = 0;
  const { fetcher } = counter(() => ++n);
  await cache.fetch('k', fetcher);
  await jest.advanceTimersByTimeAsync(2000);
  await expect(cache.fetch('k', fetcher)).resolves.toBe(2);
  expect(cache.read('k').data).toBe(2);
});

test('different keys are never deduplicated', async () => {
  const cache = new DataCache();
  const { fetcher } = counter(() => 1);
  await Promise.all([cache.fetch('posts:0', fetcher), cache.fetch('posts:1', fetcher)]);
  expect(fetcher).toHaveBeenCalledTimes(2);
});

test('a failed request is retried after 5 s while someone shows the key, quietly', async () => {
  const cache = new DataCache({ isSlowConnection: () => false });
  let fail = true;
  const { fetcher, calls } = counter(() => {
    if (fail) throw new HttpFailure(503);
    return 'ok';
  });
  cache.subscribe('k', () => undefined);
  await expect(cache.fetch('k', fetcher)).rejects.toThrow('status 503');
  fail = false;
  await jest.advanceTimersByTimeAsync(4999);
  expect(fetcher).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetcher).toHaveBeenCalledTimes(2);
  expect(calls.map((c) => c.quiet)).toEqual([false, true]);
  expect(cache.read('k')).toEqual({ data: 'ok', error: undefined, isValidating: false });
});

test('on a slow connection the retry waits 10 s instead of 5 s', async () => {
  const cache = new DataCache({ isSlowConnection: () => true });
  const { fetcher } = counter(() => {
    throw new HttpFailure(500);
  });
  cache.subscribe('k', () => undefined);
  await cache.fetch('k', fetcher).catch(() => undefined);
  await jest.advanceTimersByTimeAsync(9999);
  expect(fetcher).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetcher).toHaveBeenCalledTimes(2);
});

test('the slow-connection check reads navigator.connection.effectiveType', async () => {
  Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g' }, configurable: true });
  try {
    const cache = new DataCache();
    const { fetcher } = counter(() => {
      throw new HttpFailure(500);
    });
    cache.subscribe('k', () => undefined);
    await cache.fetch('k', fetcher).catch(() => undefined);
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(2);
  } finally {
    delete (navigator as unknown as { connection?: unknown }).connection;
  }
});

test('an unknown post (404) is not retried: it would answer the same', async () => {
  const cache = new DataCache();
  const { fetcher } = counter(() => {
    throw new HttpFailure(404);
  });
  cache.subscribe('k', () => undefined);
  await cache.fetch('k', fetcher).catch(() => undefined);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetcher).toHaveBeenCalledTimes(1);
});

test('retries stop after three, so a server that stays down is not polled forever', async () => {
  const cache = new DataCache({ isSlowConnection: () => false });
  const { fetcher } = counter(() => {
    throw new HttpFailure(502);
  });
  cache.subscribe('k', () => undefined);
  await cache.fetch('k', fetcher).catch(() => undefined);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetcher).toHaveBeenCalledTimes(4);
});

test('no retry once nobody shows the key any more', async () => {
  const cache = new DataCache();
  const { fetcher } = counter(() => {
    throw new HttpFailure(500);
  });
  const unsubscribe = cache.subscribe('k', () => undefined);
  await cache.fetch('k', fetcher).catch(() => undefined);
  unsubscribe();
  await jest.advanceTimersByTimeAsync(30_000);
  expect(fetcher).toHaveBeenCalledTimes(1);
});

test('a 429 retry waits for Retry-After when that is longer than 5 s', async () => {
  const cache = new DataCache({ isSlowConnection: () => false });
  const busy = Object.assign(new HttpFailure(429), { retryAfter: 30 });
  const { fetcher } = counter(() => {
    throw busy;
  });
  cache.subscribe('k', () => undefined);
  await cache.fetch('k', fetcher).catch(() => undefined);
  await jest.advanceTimersByTimeAsync(29_999);
  expect(fetcher).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetcher).toHaveBeenCalledTimes(2);
});

test('focus refreshes the keys on screen, at most once per 5 s', async () => {
  const cache = new DataCache();
  let n = 0;
  const { fetcher } = counter(() => ++n);
  cache.subscribe('shown', () => undefined);
  await cache.fetch('shown', fetcher);
  await cache.fetch('hidden', fetcher);
  const detach = cache.attachFocus(window);
  try {
    await jest.advanceTimersByTimeAsync(2000);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(cache.read('shown').data).toBe(3);

    await jest.advanceTimersByTimeAsync(4999);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(3);

    await jest.advanceTimersByTimeAsync(1);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(4);
  } finally {
    detach();
  }
});

test('a focus refresh of data already shown is quiet and keeps the data if it fails', async () => {
  const cache = new DataCache({ isSlowConnection: () => false, maxErrorRetries: 0 });
  let fail = false;
  const { fetcher, calls } = counter(() => {
    if (fail) throw new HttpFailure(500);
    return 'noticias';
  });
  cache.subscribe('k', () => undefined);
  await cache.fetch('k', fetcher);
  fail = true;
  await jest.advanceTimersByTimeAsync(5000);
  cache.revalidateOnFocus();
  await jest.advanceTimersByTimeAsync(0);
  expect(calls.map((c) => c.quiet)).toEqual([false, true]);
  expect(cache.read('k').data).toBe('noticias');
});

test('subscribers hear each change and the snapshot object changes with it', async () => {
  const cache = new DataCache();
  const heard: unknown[] = [];
  cache.subscribe('k', () => heard.push(cache.read('k')));
  const before = cache.read('k');
  await cache.fetch('k', async () => 7);
  expect(heard).toEqual([{ isValidating: true }, { data: 7, error: undefined, isValidating: false }]);
  expect(cache.read('k')).not.toBe(before);
});

test('transient errors are network failures, 5xx, 408 and 429; other 4xx are not', () => {
  expect(isTransientError(new Error('Network Error'))).toBe(true);
  expect(isTransientError(new HttpFailure(0))).toBe(true);
  expect(isTransientError(new HttpFailure(503))).toBe(true);
  expect(isTransientError(new HttpFailure(429))).toBe(true);
  expect(isTransientError(new HttpFailure(404))).toBe(false);
  expect(isTransientError(new HttpFailure(400))).toBe(false);
});
