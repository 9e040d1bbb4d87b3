/**
 * A tiny validation vocabulary for the wire contract. One schema value per request shape serves
 * three readers: the sandbox validates with it, the client infers its parameter types from it
 * (`Infer<typeof x>`), and the docs list its constraints. Zero dependencies on purpose: the
 * combinators the frame's messages use (frameMessages.ts) ship to browsers, in the isolated frame
 * and the app's side of its channel; the operation table's schemas load only in development
 * builds (core/clients/loadOperations.ts).
 */

/** A constraint violation, naming the field by its JSON path (`parameters.accounts[0].curve`). */
export interface Issue {
  path: string;
  message: string;
}

export interface Schema<T> {
  readonly kind: string;
  /** The constraint in words, for the generated operation reference (`npm run docs`). */
  readonly rule: string;
  /** Arrays: the schema of each item. */
  readonly item?: Schema<unknown>;
  /** Returns the value (defaults applied) or records issues and returns undefined. */
  check(value: unknown, path: string, issues: Issue[]): T | undefined;
}

export interface OptionalSchema<T> extends Schema<T | undefined> {
  readonly optional: true;
  readonly inner: Schema<T>;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

export type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends OptionalSchema<unknown> ? K : never;
}[keyof S];
type RequiredKeys<S extends Shape> = Exclude<keyof S, OptionalKeys<S>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type InferShape<S extends Shape> = Simplify<
  { [K in RequiredKeys<S>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * Whether a string's UTF-8 form exceeds `max` bytes. A UTF-16 code unit takes 1 to 3 UTF-8
 * bytes, so the length alone decides most cases without encoding (this runs on every field of
 * every request).
 */
function utf8Exceeds(value: string, max: number): boolean {
  if (value.length > max) return true;
  if (value.length * 3 <= max) return false;
  return new TextEncoder().encode(value).length > max;
}

export interface StringOptions {
  /** Minimum length in characters. */
  min?: number;
  /** Maximum size in UTF-8 bytes (the spec states limits in bytes, e.g. 400 kilobytes). */
  maxBytes?: number;
  pattern?: RegExp;
  patternName?: string;
}

const bounds = (min: number | undefined, max: number | undefined, unit = ''): string =>
  [min !== undefined ? `>= ${min}${unit}` : '', max !== undefined ? `<= ${max}${unit}` : '']
    .filter(Boolean)
    .join(', ');

/* @__NO_SIDE_EFFECTS__ */
export function string(options: StringOptions = {}): Schema<string> {
  return {
    kind: 'string',
    rule: [
      'string',
      options.min ? 'non-empty' : '',
      options.maxBytes !== undefined ? `<= ${options.maxBytes} bytes` : '',
      options.patternName ?? '',
    ]
      .filter(Boolean)
      .join(', '),
    check(value, path, issues) {
      if (typeof value !== 'string') {
        issues.push({ path, message: `expected a string, got ${typeName(value)}` });
        return undefined;
      }
      if (options.min !== undefined && value.length < options.min) {
        issues.push({ path, message: `must not be empty` });
        return undefined;
      }
      if (options.maxBytes !== undefined && utf8Exceeds(value, options.maxBytes)) {
        issues.push({ path, message: `must be at most ${options.maxBytes} bytes` });
        return undefined;
      }
      if (options.pattern && !options.pattern.test(value)) {
        issues.push({ path, message: `must be ${options.patternName ?? options.pattern}` });
        return undefined;
      }
      return value;
    },
  };
}

export interface IntegerStringOptions {
  min?: number;
  max?: number;
}

/**
 * Counts and amounts travel as decimal strings (spec: "Timestamps, counts, amounts ... as
 * strings").
 */
/* @__NO_SIDE_EFFECTS__ */
export function integerString(options: IntegerStringOptions = {}): Schema<string> {
  return {
    kind: 'integerString',
    rule: ['integer string', bounds(options.min, options.max)].filter(Boolean).join(', '),
    check(value, path, issues) {
      if (typeof value !== 'string' || !/^(0|[1-9][0-9]{0,77})$/.test(value)) {
        issues.push({ path, message: 'must be a non-negative integer string' });
        return undefined;
      }
      const n = Number(value);
      if (options.min !== undefined && n < options.min) {
        issues.push({ path, message: `must be at least ${options.min}` });
        return undefined;
      }
      if (options.max !== undefined && n > options.max) {
        issues.push({ path, message: `must be at most ${options.max}` });
        return undefined;
      }
      return value;
    },
  };
}

/* @__NO_SIDE_EFFECTS__ */
export function literalUnion<const T extends readonly string[]>(values: T): Schema<T[number]> {
  const allowed = new Set<string>(values);
  return {
    kind: 'enum',
    rule: `one of ${values.map((v) => `\`${v}\``).join(', ')}`,
    check(value, path, issues) {
      if (typeof value !== 'string' || !allowed.has(value)) {
        issues.push({ path, message: `must be one of ${values.join(', ')}` });
        return undefined;
      }
      return value as T[number];
    },
  };
}

/* @__NO_SIDE_EFFECTS__ */
export function boolean(): Schema<boolean> {
  return {
    kind: 'boolean',
    rule: 'boolean',
    check(value, path, issues) {
      if (typeof value !== 'boolean') {
        issues.push({ path, message: `expected a boolean, got ${typeName(value)}` });
        return undefined;
      }
      return value;
    },
  };
}

/** A JSON number restricted to listed values (e.g. `mnemonicLength`). */
/* @__NO_SIDE_EFFECTS__ */
export function numberOneOf<const T extends readonly number[]>(values: T): Schema<T[number]> {
  return {
    kind: 'number',
    rule: `number, one of ${values.join(', ')}`,
    check(value, path, issues) {
      if (typeof value !== 'number' || !values.includes(value)) {
        issues.push({ path, message: `must be one of ${values.join(', ')}` });
        return undefined;
      }
      return value as T[number];
    },
  };
}

export interface ArrayOptions {
  min?: number;
  max?: number;
}

/* @__NO_SIDE_EFFECTS__ */
export function array<T>(item: Schema<T>, options: ArrayOptions = {}): Schema<T[]> {
  return {
    kind: 'array',
    rule: ['array', bounds(options.min, options.max, ' items')].filter(Boolean).join(', '),
    item,
    check(value, path, issues) {
      if (!Array.isArray(value)) {
        issues.push({ path, message: `expected an array, got ${typeName(value)}` });
        return undefined;
      }
      if (options.min !== undefined && value.length < options.min) {
        issues.push({ path, message: `must have at least ${options.min} item(s)` });
        return undefined;
      }
      if (options.max !== undefined && value.length > options.max) {
        issues.push({ path, message: `must have at most ${options.max} items` });
        return undefined;
      }
      const before = issues.length;
      const out = value.map((entry, i) => item.check(entry, `${path}[${i}]`, issues));
      return issues.length === before ? (out as T[]) : undefined;
    },
  };
}

/* @__NO_SIDE_EFFECTS__ */
export function optional<T>(inner: Schema<T>): OptionalSchema<T> {
  return {
    kind: inner.kind,
    rule: inner.rule,
    optional: true,
    inner,
    check(value, path, issues) {
      return value === undefined ? undefined : inner.check(value, path, issues);
    },
  };
}

export interface ObjectSchema<S extends Shape> extends Schema<InferShape<S>> {
  readonly shape: S;
}

/** Any object schema, for tables that hold many different shapes. */
export type AnyObjectSchema = ObjectSchema<Shape>;

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/**
 * A JSON object with exactly the listed keys. Unknown keys are refused rather than dropped: a
 * misspelt optional field would otherwise be silently ignored, which is worse for an auth API.
 */
/* @__NO_SIDE_EFFECTS__ */
export function object<S extends Shape>(shape: S): ObjectSchema<S> {
  return {
    kind: 'object',
    rule: 'object',
    shape,
    check(value, path, issues) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        issues.push({
          path: path || '(body)',
          message: `expected an object, got ${typeName(value)}`,
        });
        return undefined;
      }
      const record = value as Record<string, unknown>;
      const before = issues.length;
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(record)) {
        if (!Object.hasOwn(shape, key))
          issues.push({ path: join(path, key), message: 'unknown field' });
      }
      for (const [key, field] of Object.entries(shape)) {
        const present = Object.hasOwn(record, key) && record[key] !== undefined;
        if (!present && !('optional' in field)) {
          issues.push({ path: join(path, key), message: 'is required' });
          continue;
        }
        if (!present) continue;
        const checked = field.check(record[key], join(path, key), issues);
        if (checked !== undefined) out[key] = checked;
      }
      return issues.length === before ? (out as InferShape<S>) : undefined;
    },
  };
}

/** Any JSON object (used where the spec does not describe the fields, e.g. a WebAuthn blob). */
/* @__NO_SIDE_EFFECTS__ */
export function anyObject(): Schema<Record<string, unknown>> {
  return {
    kind: 'object',
    rule: 'any JSON object',
    check(value, path, issues) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        issues.push({ path, message: `expected an object, got ${typeName(value)}` });
        return undefined;
      }
      return value as Record<string, unknown>;
    },
  };
}

/** Runs a schema over a value: the value, or every issue found. */
export function validate<T>(
  schema: Schema<T>,
  value: unknown,
  path = '',
): { ok: true; value: T } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  const out = schema.check(value, path, issues);
  return issues.length === 0 ? { ok: true, value: out as T } : { ok: false, issues };
}
