// `TEST_PG_ADMIN_URL=… node --import tsx bench/media-library.ts`: the media
// library's listing target (issue 14 item 9): 10,000 files, a page under
// 100 ms. Through the real app (app.inject: routing, schema, sign-in check,
// both queries, serialisation) on a fresh database of each dialect, with
// 10,000 media records among 10,000 other content rows; median of 21 calls
// each for the first page, a deep page, a title search and the image filter.
import { mediaContentRow } from '../src/server/media/media-record.js';
import { toDatabase } from '../src/server/platform/data/codec.js';
import { entity } from '../src/server/platform/data/entities.js';
import { startApp } from '../tests/support/app.js';
import { testDialects } from '../tests/support/dialects.js';

const FILES = 10_000;
const OTHER = 10_000;
const RUNS = 21;
const TARGET_MS = 100;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const dialect of testDialects()) {
  const t = await startApp(dialect);
  try {
    const content = entity('Content');
    const now = new Date().toISOString();
    const rows = Array.from({ length: FILES + OTHER }, (_, i) => {
      const row =
        i < FILES
          ? mediaContentRow(
              {
                url: `/files/${i.toString(16).padStart(32, '0')}.${i % 10 === 0 ? 'pdf' : 'png'}`,
                original: `file-${i}.png`,
                mime: i % 10 === 0 ? 'application/pdf' : 'image/png',
                size: 1000 + i,
                width: 64,
                height: 36,
                title: i % 100 === 0 ? `Harbor crane ${i}` : `Photo ${i}`,
                alt: '',
                uploadedBy: 'bench',
                folderId: null,
              },
              now,
            )
          : { CtId: 1, CTitle: `Page ${i}`, CSeoUrl: `/page-${i}`, CDeleted: false, CCreated: now, CLastModified: now };
      return Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          v === null || v === undefined ? null : toDatabase(content.fields[k], v, t.db.dialect),
        ]),
      );
    });
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500)
        await tx.run(
          tx.builder
            .insertInto('Content')
            .values(rows.slice(i, i + 500) as never)
            .compile(),
        );
    });
    const cases = {
      'page 1': '/api/v1/mc/media?pageNumber=1&pageSize=24',
      'page 400': '/api/v1/mc/media?pageNumber=400&pageSize=24',
      'search "harbor"': '/api/v1/mc/media?q=harbor&pageNumber=1&pageSize=24',
      'images only': '/api/v1/mc/media?kind=image&pageNumber=1&pageSize=24',
    };
    for (const [name, url] of Object.entries(cases)) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.adminToken}` } });
        times.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      }
      const ms = median(times);
      console.log(
        `${dialect.padEnd(8)} ${name.padEnd(16)} median ${ms.toFixed(1)} ms ${ms <= TARGET_MS ? 'ok' : `OVER ${TARGET_MS} ms`}`,
      );
    }
  } finally {
    await t.close();
  }
}
