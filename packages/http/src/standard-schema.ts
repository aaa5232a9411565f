// The Standard Schema v1 and Standard JSON Schema v1 interfaces (standardschema.dev), written out
// here so that validators (zod, valibot, arktype, ...) plug in without this package depending on
// any of them, not even for types.

/**
 * A validator that implements Standard Schema v1.
 *
 * @example
 * const schema: StandardSchemaV1<{ id: string }> = z.object({ id: z.string() });
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': StandardSchemaProps<Input, Output>;
}

/**
 * The `~standard` property of a Standard Schema.
 *
 * @example
 * const result = await schema['~standard'].validate(value);
 */
export interface StandardSchemaProps<Input = unknown, Output = Input> {
  readonly version: 1;
  readonly vendor: string;
  readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
  /** Type-level only: what the schema accepts and what it produces. */
  readonly types?: StandardTypes<Input, Output> | undefined;
  /** Standard JSON Schema v1: present on validators that can describe themselves as JSON Schema. */
  readonly jsonSchema?: StandardJsonSchemaConverter | undefined;
}

/**
 * The `jsonSchema` member of Standard JSON Schema v1: the schema's input (what a client sends) and
 * output (what the handler gets, or what a response holds) as JSON Schema documents.
 *
 * @example
 * const input = schema['~standard'].jsonSchema?.input({ target: 'draft-2020-12' });
 */
export interface StandardJsonSchemaConverter {
  readonly input: (options: StandardJsonSchemaOptions) => Record<string, unknown>;
  readonly output: (options: StandardJsonSchemaOptions) => Record<string, unknown>;
}

/**
 * What a JSON Schema is asked for: the draft (OpenAPI 3.1 speaks draft 2020-12).
 *
 * @example
 * const options: StandardJsonSchemaOptions = { target: 'draft-2020-12' };
 */
export interface StandardJsonSchemaOptions {
  readonly target: 'draft-2020-12' | 'draft-07' | 'openapi-3.0' | (string & {});
  readonly libraryOptions?: Record<string, unknown> | undefined;
}

/**
 * What `validate` answers: the (possibly transformed) value, or the issues.
 *
 * @example
 * if (result.issues === undefined) use(result.value);
 */
export type StandardResult<Output> = StandardSuccess<Output> | StandardFailure;

/**
 * A successful validation.
 *
 * @example
 * const ok: StandardSuccess<number> = { value: 1 };
 */
export interface StandardSuccess<Output> {
  readonly value: Output;
  readonly issues?: undefined;
}

/**
 * A failed validation.
 *
 * @example
 * const failed: StandardFailure = { issues: [{ message: 'Expected a string', path: ['id'] }] };
 */
export interface StandardFailure {
  readonly issues: ReadonlyArray<StandardIssue>;
}

/**
 * One problem found in the value.
 *
 * @example
 * const issue: StandardIssue = { message: 'Required', path: [{ key: 'title' }] };
 */
export interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | StandardPathSegment> | undefined;
}

/**
 * A path segment given as an object.
 *
 * @example
 * const segment: StandardPathSegment = { key: 0 };
 */
export interface StandardPathSegment {
  readonly key: PropertyKey;
}

/**
 * The phantom input and output types of a schema.
 *
 * @example
 * type Input = NonNullable<typeof schema['~standard']['types']>['input'];
 */
export interface StandardTypes<Input, Output> {
  readonly input: Input;
  readonly output: Output;
}

/**
 * The type a schema accepts (what a client sends).
 *
 * @example
 * type Params = InferInput<typeof schema>;
 */
export type InferInput<Schema extends StandardSchemaV1> = NonNullable<Schema['~standard']['types']>['input'];

/**
 * The type a schema produces (what the handler receives).
 *
 * @example
 * type Params = InferOutput<typeof schema>;
 */
export type InferOutput<Schema extends StandardSchemaV1> = NonNullable<Schema['~standard']['types']>['output'];
