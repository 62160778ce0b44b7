import { describe, expect, it } from 'vitest';
import { Counter, Histogram, Registry } from 'prom-client';
import { HttpSeries } from './http-series.js';

const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
const NAMES = {
  counter: { name: 'cms_http_requests_total', help: 'answers' },
  histogram: { name: 'cms_http_request_duration_seconds', help: 'time' },
};

/** The same answers counted by prom-client's own Counter and Histogram and by HttpSeries, as /metrics text. */
async function bothTexts(answers: [string, string, number, number][]) {
  const reference = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const counter = new Counter({ ...NAMES.counter, labelNames, registers: [reference] });
  const histogram = new Histogram({ ...NAMES.histogram, labelNames, buckets: BUCKETS, registers: [reference] });
  const ours = new Registry();
  const series = new HttpSeries(BUCKETS);
  series.register(ours, NAMES);
  for (const [method, route, status, seconds] of answers) {
    const labels = { method, route, status: String(status) };
    counter.labels(labels).inc();
    histogram.labels(labels).observe(seconds);
    series.observe(series.of(method, route, status), seconds);
  }
  return { expected: await reference.metrics(), actual: await ours.metrics() };
}

describe('HttpSeries', () => {
  it('writes what prom-client writes for the same answers, series by series', async () => {
    // Series that a key built carelessly would merge: same route and status with another method,
    // same method and route with another status, a route that contains the others' parts.
    const answers: [string, string, number, number][] = [];
    const shapes: [string, string, number][] = [
      ['GET', '/api/v1/db/Content/:key', 200],
      ['GET', '/api/v1/db/Content/:key', 304],
      ['HEAD', '/api/v1/db/Content/:key', 200],
      ['GET', '/api/v1/db/Content', 200],
      ['GET', '200 /api/v1/db/Content', 200],
      ['POST', 'unmatched', 404],
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 500; i++) {
      const [method, route, status] = shapes[Math.floor(next() * shapes.length)];
      // Times across every bucket, some exactly on a bound (le is "at most"), some past the last one.
      const seconds = i % 50 === 0 ? BUCKETS[i % BUCKETS.length] : next() ** 3 * 12;
      answers.push([method, route, status, seconds]);
    }
    const { expected, actual } = await bothTexts(answers);
    expect(actual).toBe(expected);
    expect(actual).toContain('cms_http_requests_total{method="HEAD",route="/api/v1/db/Content/:key",status="200"}');
  });

  it('gives the same series object for the same labels and another for any label that differs', () => {
    const series = new HttpSeries(BUCKETS);
    const a = series.of('GET', '/x', 200);
    expect(series.of('GET', '/x', 200)).toBe(a);
    expect(series.of('GET', '/x', 201)).not.toBe(a);
    expect(series.of('PUT', '/x', 200)).not.toBe(a);
    expect(series.of('GET', '/y', 200)).not.toBe(a);
  });

  it('writes nothing for a registry whose server has answered nothing yet', async () => {
    const { expected, actual } = await bothTexts([]);
    expect(actual).toBe(expected);
  });
});
