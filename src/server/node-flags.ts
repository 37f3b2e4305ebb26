/**
 * The Node flags the built server runs with: `npm run serve` (and so `npm start`) and every script that starts
 * it (the bench, the Lighthouse audit). One V8 helper thread instead of four: each helper keeps its own malloc
 * arena of what it once compiled or marked, 60–70 MB resident after start on a 2-core machine, for no
 * measured throughput (the bench runs with the same flag).
 */
export const SERVER_NODE_FLAGS = ['--v8-pool-size=1'];

/** The arguments of `node` that start the built server. */
export const SERVE_ARGS = [...SERVER_NODE_FLAGS, 'dist/server/main.js'];
