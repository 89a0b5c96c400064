import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipartBody, type FilePart } from '../image-fixtures.js';
import { fieldNames, pathParams, type Endpoint } from './endpoint-catalogue.js';
import { fakeImage, jsonBody, nastyText, pathSegment, queryString, type KnownValues } from './fuzz-arbitraries.js';

/** One generated request, before the role's headers are added. */
export interface RequestSpec {
  url: string;
  payload?: string;
  headers: Record<string, string>;
  form?: { fields: Record<string, string[]>; files: FilePart[] };
}

/** Mostly JSON (listed twice, to weigh it), with the types a confused or hostile client sends. */
const jsonTypes = fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded');

function urlFor(endpoint: Endpoint, known: KnownValues): fc.Arbitrary<string> {
  const segments = fc.tuple(...pathParams(endpoint.path).map(() => pathSegment(known)));
  const query = endpoint.query ? queryString(fieldNames(endpoint.query)) : fc.oneof(fc.constant(''), queryString(['x']));
  return fc.tuple(segments, query).map(([values, search]) => {
    let index = 0;
    const path = endpoint.path.replace(/:\w+/g, () => values[index++] ?? '');
    return search === '' ? path : `${path}?${search}`;
  });
}

const formFields = (names: string[]) =>
  fc
    .subarray(names)
    .chain((keys) =>
      fc.tuple(...keys.map((key) => fc.array(nastyText.filter((text) => text.length < 2_000), { minLength: 1, maxLength: 2 }).map((values) => [key, values] as const))),
    )
    .map((entries) => Object.fromEntries(entries));

function bodyFor(endpoint: Endpoint, known: KnownValues): fc.Arbitrary<Omit<RequestSpec, 'url'>> {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return fc.constant({ headers: {} });
  if (endpoint.rawBody) {
    return fc
      .record({ payload: fc.oneof(jsonBody(['event', 'payload'], known), fc.string()), signature: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string()) })
      .map(({ payload, signature }) => ({ payload, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature } }));
  }
  const json = fc
    .record({ payload: jsonBody(fieldNames(endpoint.body), known), type: jsonTypes })
    .map(({ payload, type }) => ({ payload, headers: { 'content-type': type } }));
  if (!endpoint.multipart) return json;
  const form = fc
    .record({ fields: formFields(fieldNames(endpoint.multipart)), files: fc.array(fakeImage, { maxLength: 2 }) })
    .map(({ fields, files }) => ({
      headers: {},
      form: { fields, files: files.map((file) => ({ name: file.name, type: file.type, data: Buffer.from(file.data) })) },
    }));
  return fc.oneof({ arbitrary: form, weight: 3 }, json);
}

export function requestFor(endpoint: Endpoint, known: KnownValues): fc.Arbitrary<RequestSpec> {
  return fc.tuple(urlFor(endpoint, known), bodyFor(endpoint, known)).map(([url, body]) => ({ url, ...body }));
}

/** The spec as inject options; the remote address varies so per-address rate limits rarely decide. */
export async function injectOptions(
  endpoint: Endpoint,
  spec: RequestSpec,
  roleHeaders: Record<string, string>,
  remoteAddress: string,
): Promise<InjectOptions> {
  const base = { method: endpoint.method, url: spec.url, remoteAddress };
  if (spec.form) {
    const { payload, headers } = await multipartBody(spec.form.fields, spec.form.files);
    return { ...base, payload, headers: { ...roleHeaders, ...headers } };
  }
  return { ...base, headers: { ...roleHeaders, ...spec.headers }, ...(spec.payload === undefined ? {} : { payload: spec.payload }) };
}
