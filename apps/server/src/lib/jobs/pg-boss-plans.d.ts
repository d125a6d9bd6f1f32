// pg-boss's SQL texts (plain CommonJS, no types of its own): the connection recognises the
// statements pg-boss sends without awaiting them (connection.ts, withUnawaitedOutcomes).
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
