/*
 * Test workers run function code as a plain process. The local cloud started by the system project's
 * global setup sets AWS_LAMBDA_MAX_CONCURRENCY in the main vitest process (it runs requests in
 * isolated InvokeStore contexts there), and forked workers inherit it; Powertools would then look for
 * an InvokeStore the worker never created and throw on the first log line.
 */
delete process.env.AWS_LAMBDA_MAX_CONCURRENCY;
