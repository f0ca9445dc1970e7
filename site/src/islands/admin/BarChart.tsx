import { useId } from 'react';
import { translator } from '../../i18n';
import { admin } from '../../i18n/fr/admin';

const t = translator({ admin });

/**
 * A small accessible bar chart in SVG (no chart library: a few hundred bytes, no canvas, works
 * in tests). The SVG is an image whose name says what it shows; the figures themselves are in
 * a data table under « Voir les données » (keyboard and screen readers read the exact values).
 *
 * - `vertical`: a time series (days, hours), one column per point, labels under the axis
 *   (thinned out when there are many).
 * - `horizontal`: categories (ticket types), one row per item with its name and value.
 */
export interface BarDatum {
  key: string;
  /** Axis label. */
  label: string;
  value: number;
  /** The value as shown (« 1 234,00 € »). */
  display: string;
}

export interface BarChartProps {
  title: string;
  data: readonly BarDatum[];
  orientation?: 'vertical' | 'horizontal';
  /** Column headers of the data table: [label column, value column]. */
  columns: readonly [string, string];
  /** Extra columns of the data table (e.g. orders next to revenue), by datum key. */
  extra?: { header: string; values: Record<string, string> };
  accent?: boolean;
}

export function BarChart({ title, data, orientation = 'vertical', columns, extra, accent = false }: BarChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const max = Math.max(0, ...data.map((d) => d.value));
  const maxDisplay = data.find((d) => d.value === max)?.display ?? '0';
  const barClass = accent ? 'admin-chart__bar admin-chart__bar--accent' : 'admin-chart__bar';

  return (
    <figure className="admin-chart" aria-labelledby={titleId}>
      <figcaption className="admin-chart__title" id={titleId}>
        {title}
      </figcaption>
      {data.length === 0 ? (
        <p className="admin-state">{t('admin.dashboard.noData')}</p>
      ) : (
        <>
          {orientation === 'vertical' ? (
            <VerticalBars data={data} max={max} barClass={barClass} label={t('admin.dashboard.chartSummary', { title, count: data.length, max: maxDisplay })} />
          ) : (
            <HorizontalBars data={data} max={max} barClass={barClass} label={t('admin.dashboard.chartSummary', { title, count: data.length, max: maxDisplay })} />
          )}
          <details>
            <summary>{t('admin.dashboard.showData')}</summary>
            <table className="admin-table">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{columns[0]}</th>
                  {extra && (
                    <th scope="col" className="num">
                      {extra.header}
                    </th>
                  )}
                  <th scope="col" className="num">
                    {columns[1]}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((d) => (
                  <tr key={d.key}>
                    <th scope="row">{d.label}</th>
                    {extra && <td className="num">{extra.values[d.key] ?? ''}</td>}
                    <td className="num">{d.display}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}

const W = 600;

function VerticalBars({ data, max, barClass, label }: { data: readonly BarDatum[]; max: number; barClass: string; label: string }) {
  const H = 180;
  const top = 16;
  const bottom = 24;
  const plot = H - top - bottom;
  const step = W / data.length;
  const barWidth = Math.max(2, Math.min(48, step * 0.7));
  // At most ~12 axis labels, whatever the number of bars.
  const every = Math.max(1, Math.ceil(data.length / 12));
  return (
    <svg className="admin-chart__svg admin-chart__svg--series" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <line className="admin-chart__axis" x1={0} x2={W} y1={top + plot} y2={top + plot} />
      {data.map((d, i) => {
        const h = max > 0 ? (d.value / max) * plot : 0;
        const x = i * step + (step - barWidth) / 2;
        return (
          <g key={d.key}>
            <rect className={barClass} x={x} y={top + plot - h} width={barWidth} height={h} rx={2}>
              <title>{`${d.label} : ${d.display}`}</title>
            </rect>
            {i % every === 0 && (
              <text className="admin-chart__tick" x={x + barWidth / 2} y={H - 6} textAnchor="middle">
                {d.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Categories as HTML rows (name, bar, value) rather than SVG: the text keeps the page's size on a
 * phone, where a scaled-down SVG would shrink it to a few pixels.
 */
function HorizontalBars({ data, max, barClass, label }: { data: readonly BarDatum[]; max: number; barClass: string; label: string }) {
  return (
    <div className="admin-hbars" role="img" aria-label={label}>
      {data.map((d) => (
        <div key={d.key} className="admin-hbars__row" title={`${d.label} : ${d.display}`}>
          <span className="admin-hbars__label">{d.label}</span>
          <span className="admin-hbars__track">
            <span className={`admin-hbars__bar ${barClass}`} style={{ width: `${max > 0 ? Math.max((d.value / max) * 100, d.value > 0 ? 1 : 0) : 0}%` }} />
          </span>
          <span className="admin-hbars__value">{d.display}</span>
        </div>
      ))}
    </div>
  );
}
