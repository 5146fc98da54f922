// Requests per month as SVG columns (visx), one per month, oldest on the left; a suppressed month
// (fewer than 5 requests) has no column and a dash under it. Hidden from screen readers: the
// table beside it says the same.
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { IndicatorMonth } from '@portal/contract';
import { monthAbbreviation } from './indicators-api';

const WIDTH = 640;
const HEIGHT = 220;
const TOP = 20;
const BOTTOM = 40;

export function MonthlyColumns({ months }: { months: IndicatorMonth[] }) {
  const x = scaleBand<string>({ domain: months.map((cell) => cell.month), range: [0, WIDTH], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...months.map((cell) => cell.received ?? 0))], range: [HEIGHT - BOTTOM, TOP] });
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" aria-hidden="true" focusable="false">
      <line className="chart-axis" x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
      {months.map((cell) => {
        const left = x(cell.month) ?? 0;
        const top = cell.received === null ? HEIGHT - BOTTOM : y(cell.received);
        return (
          <Group key={cell.month} left={left}>
            {cell.received ? <Bar className="chart-bar" x={0} y={top} width={x.bandwidth()} height={HEIGHT - BOTTOM - top} rx={2} /> : null}
            <text className="chart-value" x={x.bandwidth() / 2} y={top - 6} textAnchor="middle">{cell.received ?? '—'}</text>
            <text className="chart-label" x={x.bandwidth() / 2} y={HEIGHT - BOTTOM + 18} textAnchor="middle">{monthAbbreviation(cell.month)}</text>
          </Group>
        );
      })}
    </svg>
  );
}
