import { parseArgs } from 'node:util';
import { migrate } from '../db/migrate.js';
import { AppError } from '../lib/errors.js';
import { loadCliConfig, runCli, withDatabase, writeLine } from './cli-support.js';
import { adminEmailSchema, createAdmin, parseAdminInput } from './create-admin-account.js';
import { promptHidden } from './prompt-hidden.js';

// npm run create-admin -- --email ops@example.in --name "Ops Admin"
// The password comes from GYMSLOT_ADMIN_PASSWORD, or is asked for twice on the terminal.

const usage = 'Usage: npm run create-admin -- --email <address> [--name "<full name>"]';

function readArguments(argv: string[]): { email: string; name: string | undefined } {
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' } } }));
  } catch (error) {
    throw new AppError('invalid_data', `${error instanceof Error ? error.message : String(error)}. ${usage}`);
  }
  if (!values.email) throw new AppError('invalid_data', `--email is required. ${usage}`);
  // Checked before the password is asked for, so a typo does not cost a round of typing.
  const email = adminEmailSchema.safeParse(values.email);
  if (!email.success) throw new AppError('invalid_data', `${email.error.issues[0]?.message ?? 'Invalid email address'}: ${values.email}`);
  return { email: email.data, name: values.name };
}

/**
 * The one environment read outside config.ts: a secret meant for this command only, so scripts
 * can create an admin without a terminal. It never reaches the server's configuration.
 */
function adminPasswordFromEnvironment(): string | undefined {
  return process.env.GYMSLOT_ADMIN_PASSWORD || undefined;
}

async function askForPassword(): Promise<string> {
  const [first = '', second = ''] = await promptHidden(['Password for the admin account: ', 'Repeat the password: ']);
  if (first !== second) throw new AppError('invalid_data', 'The two passwords do not match.');
  return first;
}

runCli(async () => {
  const { email, name } = readArguments(process.argv.slice(2));
  const config = loadCliConfig();
  const password = adminPasswordFromEnvironment() ?? (await askForPassword());
  const input = parseAdminInput({ email, name, password });
  await withDatabase(config, async (database) => {
    await migrate(database.db);
    const result = await createAdmin(database.db, input);
    writeLine(
      result.created
        ? `Created the admin account ${result.email}.`
        : `${result.email} is now an admin with the new password; its sessions were ended.`,
    );
  });
});
