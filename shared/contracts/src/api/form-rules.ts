import type rules from './locales/rules/en.json';

type Named<Prefix extends string, Key> = Key extends `${Prefix}.${infer Name}` ? Name : never;

/** A rule's stable name, such as `maxChars`: its wording is `rule.<name>` in ./locales/rules/<language>.json. */
export type RuleKey = Named<'rule', keyof typeof rules>;

/** A field as the rules name it, such as `nameEn`: its name is `field.<name>` in the same catalogue. */
export type FieldKey = Named<'field', keyof typeof rules>;

/** One rule of a schema: its key, the field it names and its figure, which its wording in each language fills in. */
export interface FormRule {
  rule: RuleKey;
  field?: FieldKey;
  limit?: number;
}

/**
 * A schema's message for a rule: the rule itself (its key and figures, as JSON), not its words. Whoever shows it
 * words it in the reader's language (formRuleIn), so the schemas carry no wording and bring none into a page.
 */
export const formRule = (rule: RuleKey, field?: FieldKey, limit?: number): string => JSON.stringify({ rule, field, limit } satisfies FormRule);

/** The rule a schema's message names (formRule); undefined for any other message (zod's own, say). */
export function formRuleOf(message: string): FormRule | undefined {
  return message.startsWith('{"rule":') ? (JSON.parse(message) as FormRule) : undefined;
}
