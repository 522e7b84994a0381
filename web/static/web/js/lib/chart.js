// A small line chart drawn as inline SVG (no chart library): a player's rating over their
// rated games. Text goes in as text nodes, like everything else on the pages.
const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs = {}, text = null) {
  const el = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, String(value));
  if (text !== null) el.textContent = text;
  return el;
}

/**
 * `points`: [{x: label, y: number}], oldest first. Returns an <svg> with the line, a dot
 * per point (its <title> says the value), the lowest and highest values on the left axis,
 * and `label` as the chart's accessible name.
 */
export function lineChart(points, { label, width = 320, height = 120, pad = 28 } = {}) {
  const chart = svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img",
    "aria-label": label, class: "line-chart" });
  chart.append(svg("title", {}, label));
  if (!points.length) return chart;
  const ys = points.map((p) => p.y);
  let low = Math.min(...ys), high = Math.max(...ys);
  if (high - low < 1) { low -= 0.5; high += 0.5; }
  const x = (i) => pad + (points.length === 1 ? (width - 2 * pad) / 2 : (i * (width - 2 * pad)) / (points.length - 1));
  const y = (v) => height - 10 - ((v - low) * (height - 20)) / (high - low);
  chart.append(
    svg("line", { x1: pad, y1: 10, x2: pad, y2: height - 10, class: "axis" }),
    svg("text", { x: pad - 4, y: y(high) + 4, "text-anchor": "end", class: "tick" }, high.toFixed(1)),
    svg("text", { x: pad - 4, y: y(low) + 4, "text-anchor": "end", class: "tick" }, low.toFixed(1)),
    svg("polyline", { points: points.map((p, i) => `${x(i)},${y(p.y)}`).join(" "), class: "line",
      fill: "none" }));
  points.forEach((p, i) => {
    const dot = svg("circle", { cx: x(i), cy: y(p.y), r: 3, class: "dot" });
    dot.append(svg("title", {}, `${p.x}: ${p.y.toFixed(1)}`));
    chart.append(dot);
  });
  return chart;
}
