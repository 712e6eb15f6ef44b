import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import specText from '../../openapi.yaml?raw';

/**
 * JSON-schema validation of requests and responses against openapi.yaml: concrete URLs are matched to
 * the templated paths, and the operation's request or response schema is checked with Ajv (2020-12,
 * the dialect of OpenAPI 3.1) with every component registered so $ref works.
 */
type Json = Record<string, unknown>;
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

const SPEC_ID = 'openapi.json';
export const spec = parse(specText) as Json & { paths: Record<string, Json>; components: Json };

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(spec, SPEC_ID);

export interface Operation {
  method: Method;
  path: string;
  operationId: string;
  secured: boolean;
  node: Json;
  pointer: string;
  pathParams: Json[];
  queryParams: Json[];
}

const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

function resolve(node: Json | undefined): { node: Json | undefined; pointer?: string } {
  const ref = node?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return { node };
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (current, key) => (current as Json | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
      spec,
    ) as Json | undefined;
  return { node: target, pointer: ref.slice(1) };
}

export const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const node = item[method] as Json;
    const params = [
      ...((item.parameters as Json[] | undefined) ?? []),
      ...((node.parameters as Json[] | undefined) ?? []),
    ].map((param) => resolve(param).node as Json);
    return {
      method,
      path,
      node,
      operationId: String(node.operationId),
      secured: !(Array.isArray(node.security) && node.security.length === 0),
      pointer: `/paths/${escape(path)}/${method}`,
      pathParams: params.filter((param) => param.in === 'path'),
      queryParams: params.filter((param) => param.in === 'query'),
    };
  }),
);

const matchers = operations.map((operation) => {
  const source = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = operation.pathParams.find((item) => item.name === name);
    return (param?.schema as Json | undefined)?.type === 'integer' ? '(\\d+)' : '([^/]+)';
  });
  return { operation, regex: new RegExp(`^${source}$`), params: (operation.path.match(/\{/g) ?? []).length };
});

/** The operation a concrete method and URL (or path) belong to; literal paths win over templated ones. */
export function findOperation(method: string, url: string): Operation | undefined {
  const pathname = url.startsWith('http') ? new URL(url).pathname : (url.split('?')[0] ?? url);
  return matchers
    .filter((matcher) => matcher.operation.method === method.toLowerCase() && matcher.regex.test(pathname))
    .sort((a, b) => a.params - b.params)[0]?.operation;
}

const compiled = new Map<string, ValidateFunction>();
function validatorAt(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${SPEC_ID}#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

function compileOnce(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

const describe = (validate: ValidateFunction) =>
  (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`.trim());
const mediaKey = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

/** Problems of a request body (and query) against its operation; an empty list means valid. */
export function validateRequest(method: string, url: string, body: unknown): string[] {
  const operation = findOperation(method, url);
  if (!operation) return [`${method.toUpperCase()} ${url}: no operation in openapi.yaml`];
  const problems: string[] = [];
  const where = `${operation.operationId} request`;
  if (url.includes('?') || url.startsWith('http')) {
    const query = new URL(url, 'http://x').searchParams;
    for (const param of operation.queryParams) {
      const name = String(param.name);
      const raw = query.get(name);
      if (raw === null) {
        if (param.required) problems.push(`${where}: query ${name} is required`);
        continue;
      }
      const schema = resolve(param.schema as Json).node ?? {};
      const value = schema.type === 'integer' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
      const validate = compileOnce(schema.$ref ? { $ref: `${SPEC_ID}#${String(schema.$ref).slice(1)}` } : schema);
      if (!validate(value)) problems.push(`${where}: query ${name}=${raw} ${describe(validate).join('; ')}`);
    }
  }
  const requestBody = resolve(operation.node.requestBody as Json | undefined).node;
  if (!requestBody) {
    if (body !== undefined && body !== null && body !== '') problems.push(`${where}: the operation takes no body`);
    return problems;
  }
  if (body === undefined || body === null || body === '') {
    if (requestBody.required) problems.push(`${where}: body is required`);
    return problems;
  }
  const validate = validatorAt(`${operation.pointer}/requestBody/content/application~1json/schema`);
  if (!validate(body)) problems.push(`${where}: ${describe(validate).join('; ')}`);
  return problems;
}

/**
 * Problems of a response against the operation's declared response for that status and content type.
 * A 4xx/5xx the operation does not declare is checked against ErrorBody ("body of every non-2xx answer").
 */
export function validateResponse(
  method: string,
  url: string,
  status: number,
  contentType: string,
  body: unknown,
): string[] {
  const operation = findOperation(method, url);
  if (!operation) return [`${method.toUpperCase()} ${url}: no operation in openapi.yaml`];
  const where = `${operation.operationId} ${status}`;
  const responses = operation.node.responses as Json;
  const declared = responses[String(status)] as Json | undefined;
  if (!declared) {
    if (status >= 400) {
      const validate = validatorAt('/components/schemas/ErrorBody');
      return validate(body) ? [] : [`${where} (undeclared error status): ${describe(validate).join('; ')}`];
    }
    return [`${where}: status not declared by the operation`];
  }
  const { node: response, pointer } = resolve(declared);
  const base = pointer ?? `${operation.pointer}/responses/${status}`;
  const content = response?.content as Json | undefined;
  if (!content) return body === undefined || body === '' ? [] : [`${where}: the response declares no body`];
  const media = mediaKey(contentType);
  if (!content[media])
    return [`${where}: content type ${media || '(none)'} not declared (${Object.keys(content).join(', ')})`];
  const validate = validatorAt(`${base}/content/${escape(media)}/schema`);
  return validate(body) ? [] : [`${where}: ${describe(validate).join('; ')}`];
}

/** Parses a body as the validator needs it: JSON for JSON types, the text otherwise. */
export function parseBody(contentType: string | null, text: string): unknown {
  if (!text) return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
