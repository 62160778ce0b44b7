// The per-request metrics (cms_http_requests_total and
// cms_http_request_duration_seconds) kept without prom-client's per-call work
// (issue 43 item 5, decision 0149). A prom-client child still converts,
// validates and hashes its label object on every observe (~1.5 µs of the
// by-id read's ~110); here each series (method, route, status) is found once
// by a plain string and counted into a typed array, and the registry reads the
// same text prom-client's own Counter and Histogram would write: both objects
// below implement what a Registry asks of a metric (name, get()).
import type { Registry } from 'prom-client';

interface Labels {
  method: string;
  route: string;
  status: string;
}

/** One series: how many answers, their total time, and how many fell in each bucket (not cumulative). */
interface Series {
  readonly labels: Labels;
  count: number;
  sum: number;
  readonly buckets: Float64Array;
}

type Value = { value: number; labels: Record<string, string | number>; metricName?: string };

export class HttpSeries {
  /** Every series, in the order first seen (the order /metrics lists them in, as prom-client does). */
  private readonly series: Series[] = [];
  /**
   * Route → method → status → series. Nested maps rather than one map keyed by a joined string: the route
   * pattern and the method are the same string objects on every request, whose hashes V8 keeps, where a
   * joined key is a new string to build and hash each time (~300 ns of the ~400 it cost).
   */
  private readonly index = new Map<string, Map<string, Map<number, Series>>>();

  constructor(private readonly upperBounds: readonly number[]) {}

  /** The series of one method, route pattern and status: made on first use, the same object afterwards. */
  of(method: string, route: string, status: number): Series {
    let methods = this.index.get(route);
    if (!methods) this.index.set(route, (methods = new Map()));
    let statuses = methods.get(method);
    if (!statuses) methods.set(method, (statuses = new Map()));
    let s = statuses.get(status);
    if (!s) {
      s = {
        labels: { method, route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: new Float64Array(this.upperBounds.length),
      };
      statuses.set(status, s);
      this.series.push(s);
    }
    return s;
  }

  /** One answer of `seconds` counted into its series. */
  observe(s: Series, seconds: number): void {
    s.count++;
    s.sum += seconds;
    const bounds = this.upperBounds;
    for (let i = 0; i < bounds.length; i++)
      if (seconds <= bounds[i]) {
        s.buckets[i]++;
        return;
      }
  }

  /** Both metrics in `registry`, as prom-client's Counter and Histogram of these names would be. */
  register(registry: Registry, names: { counter: Named; histogram: Named }): void {
    registry.registerMetric({
      ...names.counter,
      get: async () => ({ ...names.counter, type: 'counter', aggregator: 'sum', values: this.counts() }),
    } as unknown as Parameters<Registry['registerMetric']>[0]);
    registry.registerMetric({
      ...names.histogram,
      get: async () => ({
        ...names.histogram,
        type: 'histogram',
        aggregator: 'sum',
        values: this.histogram(names.histogram.name),
      }),
    } as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  private counts(): Value[] {
    return this.series.map((s) => ({ value: s.count, labels: { ...s.labels } }));
  }

  /** Cumulative buckets with their `le` (the first label, as prom-client writes it), then +Inf, _sum and _count per series. */
  private histogram(name: string): Value[] {
    const values: Value[] = [];
    for (const s of this.series) {
      let acc = 0;
      this.upperBounds.forEach((le, i) => {
        acc += s.buckets[i];
        values.push({ value: acc, labels: { le, ...s.labels }, metricName: `${name}_bucket` });
      });
      values.push({ value: s.count, labels: { le: '+Inf', ...s.labels }, metricName: `${name}_bucket` });
      values.push({ value: s.sum, labels: { ...s.labels }, metricName: `${name}_sum` });
      values.push({ value: s.count, labels: { ...s.labels }, metricName: `${name}_count` });
    }
    return values;
  }
}

interface Named {
  name: string;
  help: string;
}
