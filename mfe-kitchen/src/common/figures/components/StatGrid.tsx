import './figures.css';

export interface Stat {
  label: string;
  /** Shown as given; '…' while the figure is on its way. */
  value: string;
}

/** Figures in a two-column grid of small cards: a label and a big number each. */
export function StatGrid({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <div role="group" aria-label={label}>
      <dl className="kt-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="kt-stats__card">
            <dt>{stat.label}</dt>
            <dd data-figure>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
