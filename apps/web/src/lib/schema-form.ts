import { i18n } from '../i18n/i18n';

const messages = i18n('schema-form', {
  invalidInput: 'Invalid input',
});

/** What the form needs of a zod schema from packages/shared (so the web app needs no zod import of its own). */
interface RequestSchema<Output> {
  safeParse(values: unknown):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** One message per field: the first the schema gave for it. */
export type FieldErrors = Partial<Record<string, string>>;

export type SchemaCheck<Output> =
  | { ok: true; data: Output; fieldErrors: FieldErrors; message: null }
  | { ok: false; data: null; fieldErrors: FieldErrors; message: string };

/**
 * A form's values checked by the request schema the server parses them with (packages/shared), so
 * the browser shows the server's own messages before sending. `message` is the first problem, for
 * forms that show one alert; `fieldErrors` are for forms that show a message beside each input.
 */
export function checkWithSchema<Output>(schema: RequestSchema<Output>, values: unknown): SchemaCheck<Output> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, fieldErrors: {}, message: null };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, data: null, fieldErrors, message: result.error.issues[0]?.message ?? messages.get().invalidInput };
}
