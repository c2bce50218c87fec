// Option rules (issue 47): how many choices of a modifier group a diner must and may make. One copy
// for the owner's editor, item details and the server's pricing, so all three word a rule alike.

/** A group's rule: at least `min_choices`, at most `max_choices` (null: no limit). 0 to null is today's "any". */
export interface ChoiceRule {
  min_choices?: number;
  max_choices?: number | null;
}

/** The most options a group holds (the add-item call's limit), so the most a rule can ask. */
export const MAX_CHOICES_LIMIT = 30;

const minOf = (rule: ChoiceRule) => rule.min_choices ?? 0;
const maxOf = (rule: ChoiceRule) => rule.max_choices ?? null;

/** A group whose rule asks one choice at most: drawn as radio buttons. */
export const isSingleChoice = (rule: ChoiceRule) => maxOf(rule) === 1;

/** The rule in a diner's words ('Choose 1', 'Choose up to 3', 'Choose 1 to 2'), or null when any number will do. */
export function choiceRuleText(rule: ChoiceRule): string | null {
  const min = minOf(rule);
  const max = maxOf(rule);
  if (max !== null && min === max) return `Choose ${max}`;
  if (max !== null && min === 0) return `Choose up to ${max}`;
  if (max !== null) return `Choose ${min} to ${max}`;
  if (min > 0) return `Choose at least ${min}`;
  return null;
}

/** The rule as a group's heading says it: 'Required · Choose 1', 'Choose up to 2', or '' for any number. */
export const choiceRuleLabel = (rule: ChoiceRule) =>
  [minOf(rule) > 0 ? 'Required' : null, choiceRuleText(rule)].filter(Boolean).join(' · ');

/**
 * What is wrong with `count` choices in the group named `name`, or null when the rule holds: the
 * message names the group ('Choose 1 for Protein'), as the diner's screen and the server's 400 say it.
 */
export function choiceRuleProblem(name: string, rule: ChoiceRule, count: number): string | null {
  const min = minOf(rule);
  const max = maxOf(rule);
  if (count >= min && (max === null || count <= max)) return null;
  if (count > (max ?? Infinity) && min === 0) return `Choose at most ${max} for ${name}`;
  return `${choiceRuleText(rule)} for ${name}`;
}

/** A rule that the options still on sale cannot meet (a required group sold out): its item cannot be ordered. */
export const ruleCannotBeMet = (rule: ChoiceRule, optionsOnSale: number) => minOf(rule) > optionsOnSale;

/**
 * What is wrong with a rule the owner sets, or null: whole numbers, at most the limit, the most at
 * least 1 and not below the fewest, and (when the options are known) no more than the group offers.
 */
export function choiceRuleSetupProblem(name: string, rule: ChoiceRule, optionCount?: number): string | null {
  const min = minOf(rule);
  const max = maxOf(rule);
  const whole = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_CHOICES_LIMIT;
  if (!whole(min)) return `${name}: the fewest choices must be a whole number from 0 to ${MAX_CHOICES_LIMIT}.`;
  if (max !== null && (!whole(max) || max < 1))
    return `${name}: the most choices must be a whole number from 1 to ${MAX_CHOICES_LIMIT}, or no limit.`;
  if (max !== null && max < min) return `${name}: the most choices cannot be fewer than the fewest.`;
  if (optionCount !== undefined && min > optionCount)
    return `${name}: it asks for ${min} choices but has ${optionCount} option${optionCount === 1 ? '' : 's'}.`;
  return null;
}
