/**
 * This package's version, reported as the instrumentation scope's version.
 *
 * @example
 * tracer = trace.getTracer(PACKAGE_NAME, PACKAGE_VERSION);
 */
export const PACKAGE_VERSION = '0.1.0';

/**
 * This package's name: the instrumentation scope of every span it makes.
 *
 * @example
 * span.instrumentationScope.name === PACKAGE_NAME;
 */
export const PACKAGE_NAME = '@batonjs/otel';
