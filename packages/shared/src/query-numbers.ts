import { z } from 'zod';

// Numbers that arrive as query-string text. Only plain decimals count: `Number()` would also take
// '0x1f', '1e3', 'Infinity' and turn '' into 0, none of which a person means as a coordinate or price.

const plainDecimal = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The number a query value spells, or undefined for anything that is not a plain decimal. */
export function parseDecimalText(text: string): number | undefined {
  const trimmed = text.trim();
  return plainDecimal.test(trimmed) ? Number(trimmed) : undefined;
}

export interface QueryNumberRule {
  /** For the OpenAPI document, where the parameter can only be typed as text. */
  description: string;
  /** Message when the value is not a number or breaks the range. */
  invalid: string;
  /** Message when the value is absent or blank; when not set, absent means "no value". */
  missing?: string;
  isAllowed: (value: number) => boolean;
}

/**
 * A query parameter holding one number. Blank counts as absent, so a form that sends `minPrice=`
 * for "any" is not refused. A repeated parameter (an array) is invalid.
 */
export function queryNumber(rule: QueryNumberRule & { missing: string }): z.ZodType<number, string | undefined>;
export function queryNumber(rule: QueryNumberRule): z.ZodType<number | undefined, string | undefined>;
export function queryNumber(rule: QueryNumberRule): z.ZodType<number | undefined, string | undefined> {
  return z
    .string({ error: rule.invalid })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') {
        if (rule.missing !== undefined) ctx.addIssue({ code: 'custom', message: rule.missing });
        return undefined;
      }
      const value = parseDecimalText(text);
      if (value === undefined || !rule.isAllowed(value)) {
        ctx.addIssue({ code: 'custom', message: rule.invalid });
        return undefined;
      }
      return value;
    })
    .meta({ description: rule.description });
}

/** An inclusive range check for queryNumber rules. */
export const between = (min: number, max: number) => (value: number) => value >= min && value <= max;
