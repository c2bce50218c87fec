import { useId } from 'react';
import './bar-chart.css';

export interface BarChartPoint {
  /** Under the bar, and in the chart's spoken summary. */
  label: string;
  value: number;
}

export interface BarChartProps {
  /** What the chart shows, e.g. 'Sales per day'. */
  title: string;
  points: BarChartPoint[];
  /** How a value is read out (naira, a count). */
  format?: (value: number) => string;
}

const HEIGHT = 64;

/**
 * A small bar chart for a trend (sales per day or week): plain SVG, no chart library on a phone.
 * Screen readers get the values as a list, since bars alone say nothing to them.
 */
export function BarChart({ title, points, format = String }: BarChartProps) {
  const titleId = useId();
  const highest = Math.max(0, ...points.map((point) => point.value));
  const width = 100 / Math.max(points.length, 1);
  // Label every bar when few, else only the first and last so the text stays legible at 390 px.
  const showLabel = (index: number) => points.length <= 8 || index === 0 || index === points.length - 1;
  return (
    <figure className="troo-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="troo-chart__title">
        {title}
      </figcaption>
      <svg className="troo-chart__bars" viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
        {points.map((point, index) => {
          const height = highest > 0 ? Math.max((point.value / highest) * HEIGHT, point.value > 0 ? 2 : 0) : 0;
          return (
            <rect key={point.label} x={index * width + width * 0.15} width={width * 0.7} y={HEIGHT - height} height={height} rx={0.6} />
          );
        })}
      </svg>
      <div className="troo-chart__labels" aria-hidden="true">
        {points.map((point, index) => (
          <span key={point.label}>{showLabel(index) ? point.label : ''}</span>
        ))}
      </div>
      <ul className="troo-visually-hidden">
        {points.map((point) => (
          <li key={point.label}>{`${point.label}: ${format(point.value)}`}</li>
        ))}
      </ul>
    </figure>
  );
}
