// A horizontal bar chart drawn as SVG with visx (scales and bars only, no client code: the server
// renders it as it is). Hidden from screen readers: the table beside it says the same.
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

export interface BarItem {
  key: string | number;
  label: string;
  value: number;
  /** the value as the chart writes it at the bar's end */
  text: string;
}

const WIDTH = 640;
const LABEL_WIDTH = 250;
const VALUE_WIDTH = 64;
const ROW = 30;

/** Long names are cut in the drawing only; the table has them whole. */
const clipped = (label: string) => (label.length > 30 ? `${label.slice(0, 29)}…` : label);

export function HorizontalBars({ items, max }: { items: BarItem[]; max?: number }) {
  const height = items.length * ROW + 8;
  const x = scaleLinear<number>({ domain: [0, Math.max(max ?? 0, ...items.map((item) => item.value), 1)], range: [0, WIDTH - LABEL_WIDTH - VALUE_WIDTH] });
  const y = scaleBand<string>({ domain: items.map((item) => String(item.key)), range: [4, height - 4], padding: 0.25 });
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${height}`} width="100%" aria-hidden="true" focusable="false">
      {items.map((item) => {
        const top = y(String(item.key)) ?? 0;
        const width = Math.max(x(item.value), item.value > 0 ? 2 : 0);
        return (
          <Group key={item.key} top={top}>
            <text className="chart-label" x={LABEL_WIDTH - 8} y={y.bandwidth() / 2} dominantBaseline="middle" textAnchor="end">{clipped(item.label)}</text>
            <Bar className="chart-bar" x={LABEL_WIDTH} y={0} width={width} height={y.bandwidth()} rx={2} />
            <text className="chart-value" x={LABEL_WIDTH + width + 6} y={y.bandwidth() / 2} dominantBaseline="middle">{item.text}</text>
          </Group>
        );
      })}
    </svg>
  );
}
