import { describe, expect, it } from 'vitest';
import { escapeXml, renderBarChart } from '../src/report/svg-bar-chart.js';

function rects(svg: string): Array<{ width: number; fill: string }> {
  return [...svg.matchAll(/<rect x="\d+" y="\d+" width="([\d.]+)" height="\d+" fill="(#[0-9a-f]+)"\/>/g)].map(
    (match) => ({ width: Number(match[1]), fill: match[2]! }),
  );
}

describe('renderBarChart', () => {
  const chart = {
    title: 'hello world JSON',
    unit: 'req/s',
    bars: [
      { label: 'node', value: 20_000 },
      { label: 'baton', value: 19_000, highlight: true },
      { label: 'express', value: 5_000, text: '5,000 (0.25×)' },
    ],
  };

  it('is one standalone SVG document with a title, a label and value per bar, and the unit', () => {
    const svg = renderBarChart(chart);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*>\n<title>hello world JSON/);
    for (const text of [
      'hello world JSON',
      '>node<',
      '>baton<',
      '>express<',
      '>20,000<',
      '>19,000<',
      '>5,000 (0.25×)<',
      '>req/s<',
    ]) {
      expect(svg).toContain(text);
    }
    expect(svg).not.toMatch(/<script|href=/);
  });

  it('scales bars to the largest value and marks highlighted bars', () => {
    const bars = rects(renderBarChart(chart));
    expect(bars).toHaveLength(3);
    expect(bars[0]!.width).toBeCloseTo(440, 0);
    expect(bars[1]!.width / bars[0]!.width).toBeCloseTo(0.95, 2);
    expect(bars[2]!.width / bars[0]!.width).toBeCloseTo(0.25, 2);
    expect(bars[1]!.fill).not.toBe(bars[0]!.fill);
    expect(bars[2]!.fill).toBe(bars[0]!.fill);
  });

  it('on a logarithmic scale, gives equal steps to equal factors and says so', () => {
    const svg = renderBarChart({
      title: 'lookup',
      unit: 'ns',
      scale: 'log',
      bars: [
        { label: 'a', value: 100 },
        { label: 'b', value: 1_000 },
        { label: 'c', value: 10_000 },
      ],
    });
    const [a, b, c] = rects(svg).map((bar) => bar.width);
    expect(c).toBeCloseTo(440, 0);
    expect(c! - b!).toBeCloseTo(b! - a!, 0);
    expect(a).toBeGreaterThan(0);
    expect(svg).toContain('ns (logarithmic scale)');
  });

  it('grows in height with the number of bars', () => {
    const height = (svg: string): number => Number(/height="(\d+)" viewBox/.exec(svg)?.[1]);
    const one = renderBarChart({ ...chart, bars: chart.bars.slice(0, 1) });
    expect(height(renderBarChart(chart)) - height(one)).toBe(2 * 26);
  });

  it('draws zero-width bars for zero, negative or non-finite values, and renders with no bars at all', () => {
    const svg = renderBarChart({
      title: 't',
      unit: 'u',
      bars: [
        { label: 'a', value: 0 },
        { label: 'b', value: Number.NaN, text: 'invalid' },
        { label: 'c', value: -5 },
      ],
    });
    expect(rects(svg).map((bar) => bar.width)).toEqual([0, 0, 0]);
    expect(svg).toContain('>invalid<');
    const empty = renderBarChart({ title: 'nothing yet', unit: 'u', bars: [] });
    expect(empty).toContain('nothing yet');
    expect(rects(empty)).toHaveLength(0);
  });

  it('escapes markup in titles, labels and texts', () => {
    const svg = renderBarChart({
      title: '<b>&"x"',
      unit: "it's",
      bars: [{ label: 'a<script>', value: 1, text: '1 & 2' }],
    });
    expect(svg).toContain('&lt;b&gt;&amp;&quot;x&quot;');
    expect(svg).toContain('a&lt;script&gt;');
    expect(svg).toContain('1 &amp; 2');
    expect(svg).toContain('it&apos;s');
    expect(svg).not.toContain('<script>');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters and nothing else', () => {
    expect(escapeXml(`<>&"' plain µs ×`)).toBe('&lt;&gt;&amp;&quot;&apos; plain µs ×');
  });
});
