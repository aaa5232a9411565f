import { createValidate } from 'batonjs/schema';

/**
 * `validate()` for /api routes: a failure goes to `next(err)`, so that the API's problem handler
 * words it as every other /api error (the service's codes, `errors` by field).
 *
 * @example
 * router.get('/:id', validateRoute(routes.getBlog), handler);
 */
export const validateRoute = createValidate({ errors: 'next' });
