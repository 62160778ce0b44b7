// Checks an answer of the server against the OpenAPI document it publishes
// (issue 11 item 2): the status is documented for the operation, the JSON
// body validates against that status's schema, and the API's own headers
// (x-pagination, ETag) appear only where documented and match their schema.
// startApp (app.ts) runs every call of every test through it, so the whole
// suite, not only a test written for it, holds the server to its document.
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv2020) => Ajv2020 }).default;

type Json = Record<string, any>;
interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  params: number;
  responses: Json;
}
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Headers the API defines: they must be documented where they are sent. */
const API_HEADERS = ['x-pagination', 'etag'];

export class Conformance {
  private readonly operations: Operation[] = [];
  private readonly ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  private readonly compiled = new Map<object, ValidateFunction>();

  constructor(readonly doc: Json) {
    for (const [template, item] of Object.entries<Json>(doc.paths ?? {})) {
      for (const [method, op] of Object.entries<Json>(item)) {
        if (!op?.responses) continue;
        const params = (template.match(/\{[^}]+\}/g) ?? []).length;
        // Fastify matches entity names in any case; the parameters are one path segment
        // (a wildcard {*} takes the rest).
        const source = template
          .split(/(\{[^}]+\})/)
          .map((part) =>
            part === '{*}' ? '.*' : part.startsWith('{') ? '[^/]*' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
          )
          .join('');
        this.operations.push({
          method: method.toUpperCase(),
          template,
          pattern: new RegExp(`^${source}$`, 'i'),
          params,
          responses: op.responses,
        });
      }
    }
    // Static paths before parametric ones, as the router prefers them.
    this.operations.sort((a, b) => a.params - b.params || b.template.length - a.template.length);
  }

  /** The problems of one answer; empty when it conforms. */
  problems(method: string, url: string, answer: Answer): string[] {
    // Matched as the router matches: on the path as sent (an encoded slash stays inside its segment).
    const path = url.split('?')[0];
    const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    // CORS preflights are the CORS plugin's, and pages outside /api/ are the admin app's: neither is API.
    if (m === 'OPTIONS') return [];
    const op = this.operations.find((o) => o.method === m && o.pattern.test(path));
    const status = answer.statusCode;
    // …nor are the reference page's own files (Swagger UI's, hidden from the document it shows).
    if (!op && (!path.startsWith('/api/') || path.startsWith('/api/v1/reference/'))) return [];
    // 404 for an unknown path and 405s come from the router: no operation to hold them to but the error shape.
    if (!op)
      return status === 404
        ? this.errorShape(answer)
        : [`${m} ${path} answered ${status} but the document has no such operation`];
    const where = `${m} ${op.template} → ${status}`;
    const response = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
    if (!response) return [`${where}: status not documented (documented: ${Object.keys(op.responses).join(', ')})`];
    const out: string[] = [];
    const declared = Object.keys(response.headers ?? {}).map((h) => h.toLowerCase());
    for (const h of API_HEADERS) {
      if (answer.headers[h] !== undefined && !declared.includes(h))
        out.push(`${where}: sends header ${h}, which is not documented`);
    }
    for (const [name, header] of Object.entries<Json>(response.headers ?? {})) {
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) continue;
      if (header.schema?.contentMediaType === 'application/json') {
        try {
          JSON.parse(String(value));
        } catch {
          out.push(`${where}: header ${name} is not JSON`);
        }
      }
    }
    const content = response.content as Json | undefined;
    const type = String(answer.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    if (!answer.body) return out;
    if (!content) return [...out, `${where}: has a body (${type}) but the document declares none`];
    const media = content[type] ?? (type === 'application/json' ? undefined : content['*/*']);
    if (!media)
      return [
        ...out,
        `${where}: answers ${type || 'no content type'}, the document declares ${Object.keys(content).join(', ')}`,
      ];
    if (type !== 'application/json' || !media.schema) return out;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [...out, `${where}: the body is not JSON`];
    }
    const validate = this.validator(media.schema);
    if (!validate(body))
      out.push(
        `${where}: body does not match: ${this.ajv.errorsText(validate.errors, { separator: '; ' })} — ${answer.body.slice(0, 300)}`,
      );
    return out;
  }

  private errorShape(answer: Answer): string[] {
    const validate = this.validator(
      this.doc.paths['/api/v1/openapi.json'].get.responses['4XX'].content['application/json'].schema,
    );
    return validate(JSON.parse(answer.body || 'null'))
      ? []
      : [`404 body is not the error shape: ${answer.body.slice(0, 200)}`];
  }

  private validator(schema: object): ValidateFunction {
    let v = this.compiled.get(schema);
    if (!v) this.compiled.set(schema, (v = this.ajv.compile(schema)));
    return v;
  }
}
