/** Reads named text inputs of a submitted form; the inputs stay uncontrolled, so typed values survive errors. */
export function readTextFields<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  const data = new FormData(form);
  const entries = names.map((name) => {
    const value = data.get(name);
    return [name, typeof value === 'string' ? value : ''] as const;
  });
  return Object.fromEntries(entries) as Record<Name, string>;
}
