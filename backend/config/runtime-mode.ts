/**
 * Which run mode the reference backend is in, from NODE_ENV alone.
 *
 * The labelled test payment gateway and the development OTP outbox let anyone pay without money and read anyone's
 * login codes, so they exist only when NODE_ENV says so explicitly ('development' for `npm run dev`, 'test' for the
 * test suites). Anything else, an unset NODE_ENV included, is production: a backend started by hand or by a
 * process manager that forgot NODE_ENV must not hand out free orders.
 */

/** NODE_ENV values that allow the test gateway and the development outbox. */
const TEST_FEATURE_MODES = new Set(["development", "test"]);

/** True when the test payment gateway and the development OTP outbox may run (NODE_ENV development or test). */
export function testFeaturesAllowed(env: NodeJS.ProcessEnv): boolean {
  return TEST_FEATURE_MODES.has(env.NODE_ENV ?? "");
}
