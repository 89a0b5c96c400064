// Reads every `i18n('name', { key: … })` definition in the web app's and the server's code, so a test
// can hold the Hindi catalogue against them. English messages are string literals, `params('…')` or
// `count({ one: '…', other: '…' })`; anything else is reported, so nothing slips past the check. A
// definition may also name an imported catalogue, `i18n('server-messages', serverTexts)`, when the
// caller hands that catalogue in by the same name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type EnglishMessage = { kind: 'text'; text: string } | { kind: 'plural'; forms: Record<string, string> };

export interface CodeMessages {
  /** component → key → English. */
  components: Map<string, Map<string, EnglishMessage>>;
  /** Where a component is defined, to name it in failures. */
  files: Map<string, string[]>;
  /** Definitions the reader could not follow. */
  unreadable: string[];
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const calleeName = (node: ts.CallExpression) => (ts.isIdentifier(node.expression) ? node.expression.text : undefined);

function readMessage(value: ts.Expression): EnglishMessage | undefined {
  if (ts.isStringLiteralLike(value)) return { kind: 'text', text: value.text };
  if (!ts.isCallExpression(value)) return undefined;
  const [argument] = value.arguments;
  if (calleeName(value) === 'params' && argument && ts.isStringLiteralLike(argument)) return { kind: 'text', text: argument.text };
  if (calleeName(value) === 'count' && argument && ts.isObjectLiteralExpression(argument)) {
    const forms: Record<string, string> = {};
    for (const property of argument.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isStringLiteralLike(property.initializer)) return undefined;
      forms[property.name.getText()] = property.initializer.text;
    }
    return { kind: 'plural', forms };
  }
  return undefined;
}

/** Catalogues defined outside the roots, by the name a definition uses for them: { serverTexts }. */
export type NamedCatalogues = Readonly<Record<string, Readonly<Record<string, string>>>>;

export function readCodeMessages(roots: string[], named: NamedCatalogues = {}): CodeMessages {
  const found: CodeMessages = { components: new Map(), files: new Map(), unreadable: [] };
  for (const file of roots.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('i18n(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && calleeName(node) === 'i18n' && node.arguments.length === 2) {
        const [name, body] = node.arguments;
        const where = `${path.relative(process.cwd(), file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const imported = body && ts.isIdentifier(body) && Object.hasOwn(named, body.text) ? named[body.text] : undefined;
        if (name && ts.isStringLiteralLike(name) && imported) {
          const messages = new Map(Object.entries(imported).map(([key, text]): [string, EnglishMessage] => [key, { kind: 'text', text }]));
          found.components.set(name.text, messages);
          found.files.set(name.text, [...(found.files.get(name.text) ?? []), where]);
          return;
        }
        if (!name || !body || !ts.isStringLiteralLike(name) || !ts.isObjectLiteralExpression(body)) {
          found.unreadable.push(where);
          return;
        }
        const messages = new Map<string, EnglishMessage>();
        for (const property of body.properties) {
          const message = ts.isPropertyAssignment(property) ? readMessage(property.initializer) : undefined;
          if (!message || !property.name) found.unreadable.push(`${where} ${property.name?.getText() ?? ''}`);
          else messages.set(ts.isStringLiteralLike(property.name) ? property.name.text : property.name.getText(), message);
        }
        found.components.set(name.text, messages);
        found.files.set(name.text, [...(found.files.get(name.text) ?? []), where]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The `{name}` placeholders of a message, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}
