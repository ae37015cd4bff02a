/**
 * The local cloud serves every user from one process, so a stray error from one request (an
 * 'error' event nobody listens to, a promise nobody awaits) must be logged, not end the process the
 * way Node does by default. In Lambda the same error would fail one invocation only.
 * Returns the function that removes the listeners again (cloud.stop()).
 */
export function guardProcess(): () => void {
  const onRejection = (reason: unknown) => {
    console.error('local cloud: unhandled promise rejection (the process keeps serving)', reason);
  };
  const onException = (error: Error, origin: string) => {
    console.error(`local cloud: uncaught exception from ${origin} (the process keeps serving)`, error);
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
