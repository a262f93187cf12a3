import { createSimulatedOAuth } from '../oauth/simulated-oauth';
import { startAnafSimulatorServer } from './server';

/**
 * `npm run anaf-sim`: the ANAF simulator as its own process, for development against a separate
 * server (ANAF_SIM_URL). Listens on ANAF_SIM_PORT (default 4010) and ANAF_SIM_HOST (default 127.0.0.1).
 */
const port = Number(process.env.ANAF_SIM_PORT ?? 4010);
const host = process.env.ANAF_SIM_HOST ?? '127.0.0.1';
// Open registration: any client id with a secret may use the login page (a development tool).
const oauth = createSimulatedOAuth(
  process.env.ANAF_SIM_OAUTH_SECRET ? { secret: process.env.ANAF_SIM_OAUTH_SECRET } : {},
);
const server = await startAnafSimulatorServer({ port, host, oauth });
console.log(`ANAF simulator listening on ${server.url}`);
console.log(`  e-Factura: ${server.url}/test/FCTEL/rest/  and  ${server.url}/prod/FCTEL/rest/`);
console.log(`  OAuth:     ${server.url}/anaf-oauth2/v1/authorize`);
console.log(`  control:   ${server.url}/_control/ (stats, inbox, faults, limits, processing-polls, reset)`);

const stop = () => {
  server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
