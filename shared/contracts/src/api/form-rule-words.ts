// Apart from ./form-rules, which every schema imports: only what shows a refused rule loads its words.
import { catalogueWords, type TextValues } from './catalogs';
import { formRuleOf } from './form-rules';
import type { SiteLanguage } from './languages';
import english from './locales/rules/en.json';
import hindi from './locales/rules/hi.json';

const ruleWords = /* #__PURE__ */ catalogueWords<keyof typeof english>({ en: english, hi: hindi });

/** A schema's message in `language`: a rule (./form-rules) worded from its key and figures; any other as it is. */
export function formRuleIn(language: SiteLanguage, message: string): string {
  const named = formRuleOf(message);
  if (!named) return message;
  const values: TextValues = {};
  if (named.field !== undefined) values.field = ruleWords(language, `field.${named.field}`);
  if (named.limit !== undefined) values.limit = named.limit;
  return ruleWords(language, `rule.${named.rule}`, values);
}
