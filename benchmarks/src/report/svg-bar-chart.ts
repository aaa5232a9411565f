/** One bar: its label, its value, and the text printed after it. */
export interface Bar {
  readonly label: string;
  readonly value: number;
  /** Printed at the end of the bar; the value with three significant digits by default. */
  readonly text?: string;
  /** Drawn in the accent colour (Baton's own bars). */
  readonly highlight?: boolean;
}

/** A horizontal bar chart: a title, the unit of the axis, the bars top to bottom. */
export interface BarChart {
  readonly title: string;
  readonly unit: string;
  readonly bars: readonly Bar[];
  /**
   * 'log' when values span orders of magnitude (a linear router against a trie): bar lengths
   * follow the logarithm from half the smallest value up, so the small bars stay readable.
   */
  readonly scale?: 'linear' | 'log';
}

const layout = { width: 760, labelWidth: 200, valueWidth: 120, barHeight: 20, gap: 6, top: 40, bottom: 28 } as const;

/**
 * Escapes the five characters XML gives meaning to, for text and attribute values.
 *
 * @example
 * escapeXml('a < b & "c"'); // 'a &lt; b &amp; &quot;c&quot;'
 */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => entities[char] ?? char);
}

const entities: Readonly<Record<string, string>> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
};

function format(value: number): string {
  return Number(value.toPrecision(3)).toLocaleString('en-US');
}

/**
 * Renders a chart as a standalone SVG document: plain shapes and text, no script or external
 * resource, so it displays the same in a Markdown viewer, a browser or an editor. Bars scale
 * to the largest value; a chart with no bars still renders its title.
 *
 * @example
 * await writeFile('hello.svg', renderBarChart({ title: 'hello world JSON', unit: 'req/s', bars }));
 */
export function renderBarChart(chart: BarChart): string {
  const { width, labelWidth, valueWidth, barHeight, gap, top, bottom } = layout;
  const plotWidth = width - labelWidth - valueWidth;
  const height = top + chart.bars.length * (barHeight + gap) + bottom;
  const positive = chart.bars.map((bar) => bar.value).filter((value) => Number.isFinite(value) && value > 0);
  const max = Math.max(0, ...positive);
  const floor = Math.min(...positive) / 2;
  const share = (value: number): number =>
    chart.scale === 'log' ? Math.log(value / floor) / Math.log(max / floor) : value / max;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="13" role="img">`,
    // The accessible name of the chart, for screen readers and for tools that list images.
    `<title>${escapeXml(chart.title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="10" y="24" font-size="15" font-weight="bold" fill="#222222">${escapeXml(chart.title)}</text>`,
  ];
  chart.bars.forEach((bar, index) => {
    const y = top + index * (barHeight + gap);
    const value = Number.isFinite(bar.value) && bar.value > 0 ? bar.value : 0;
    const barWidth = value === 0 ? 0 : Math.max(1, share(value) * plotWidth);
    const text = bar.text ?? format(bar.value);
    const fill = bar.highlight === true ? '#d9480f' : '#4c6ef5';
    parts.push(
      `<text x="${labelWidth - 8}" y="${y + barHeight - 5}" text-anchor="end" fill="#222222">${escapeXml(bar.label)}</text>`,
      `<rect x="${labelWidth}" y="${y}" width="${barWidth.toFixed(1)}" height="${barHeight}" fill="${fill}"/>`,
      `<text x="${(labelWidth + barWidth + 6).toFixed(1)}" y="${y + barHeight - 5}" fill="#222222">${escapeXml(text)}</text>`,
    );
  });
  const axisY = top + chart.bars.length * (barHeight + gap) + 16;
  const unit = chart.scale === 'log' ? `${chart.unit} (logarithmic scale)` : chart.unit;
  parts.push(`<text x="${labelWidth}" y="${axisY}" fill="#666666">${escapeXml(unit)}</text>`, '</svg>');
  return `${parts.join('\n')}\n`;
}
