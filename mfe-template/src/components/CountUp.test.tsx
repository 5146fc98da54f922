import { act, render } from '@testing-library/react';
import { CountUp } from './CountUp';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('CountUp', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    jest.useRealTimers();
  });

  it('shows the final value at once where visibility cannot be observed', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { container } = render(<CountUp value={600} suffix="+" />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('600+');
  });

  it('waits at 0 until visible, then counts up to the value; screen readers get the value throughout', () => {
    jest.useFakeTimers();
    let fire: Callback = () => undefined;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Callback) {
        fire = callback;
      }
      observe() {}
      disconnect() {}
    };
    const { container } = render(<CountUp value={360} suffix="+" />);
    const visible = container.querySelector('[aria-hidden="true"]')!;
    const spoken = container.querySelector('.visually-hidden')!;
    expect(visible).toHaveTextContent('0+');
    expect(spoken).toHaveTextContent('360+');

    act(() => fire([{ isIntersecting: true }]));
    act(() => {
      jest.advanceTimersByTime(1200);
    });
    expect(visible).toHaveTextContent('360+');
  });
});
