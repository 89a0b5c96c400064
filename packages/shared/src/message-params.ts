import { strings, transform, type params as libraryParams } from '@nanostores/i18n';

/**
 * `params('Hi {name}')` for @nanostores/i18n messages, on every screen and in every mail: each
 * `{placeholder}` is filled once, with its value exactly as given. The library's own `params` reads
 * `$&` or `$1` in a value as a replacement pattern, and fills a `{name}` that an earlier value
 * brought in; names, gym names and search words people type must show as they typed them.
 */
export const params: typeof libraryParams = transform((_locale, translation, values: Record<string, number | string>) =>
  strings(translation, (text) => text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))),
) as typeof libraryParams;
