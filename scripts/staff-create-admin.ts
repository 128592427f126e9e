/**
 * Creates a staff admin in the database file KICKOFF_DB (default server/data/kickoff.db): the first admin
 * of a production server, which never seeds staff. Prints the password (when generated) and the TOTP
 * secret and otpauth:// URI once: enter them in an authenticator app, then sign in at /staff-api.
 *
 *   KICKOFF_DB=/srv/kickoff/kickoff.db npm run staff:create-admin -- --email ops@example.com --name "Ops Admin"
 *
 * The password comes from KICKOFF_STAFF_PASSWORD (at least 12 characters), else a generated one.
 */
import { parseArgs } from 'node:util';
import { createAdmin } from '../server/staff/create-admin';

const USAGE = 'usage: npm run staff:create-admin -- --email <e-mail> [--name <name>]  (KICKOFF_DB: the database file; KICKOFF_STAFF_PASSWORD: the password, else generated)';

function main(): number {
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    return 2;
  }
  if (!values.email) {
    console.error(USAGE);
    return 2;
  }
  const dbFile = process.env.KICKOFF_DB ?? 'server/data/kickoff.db';
  const password = process.env.KICKOFF_STAFF_PASSWORD || undefined;
  const result = createAdmin({ dbFile, email: values.email, name: values.name ?? values.email, ...(password ? { password } : {}) });
  if (!result.ok) {
    console.error(`staff:create-admin: ${result.error}`);
    return 1;
  }
  const { member, totpSecret, totpUri } = result.created;
  console.log(`Admin ${member.email} (staff id ${member.id}) created in ${dbFile}.`);
  if (result.generatedPassword) console.log(`Password: ${result.password}`);
  console.log(`TOTP secret: ${totpSecret}`);
  console.log(`otpauth URI: ${totpUri}`);
  console.log('These are shown once: add the secret to an authenticator app now.');
  return 0;
}

process.exitCode = main();
