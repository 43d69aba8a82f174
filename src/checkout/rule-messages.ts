import type { RuleMessageKey, RuleViolation } from "../../domain/passengers";
import type { MessageKey, Translate } from "../i18n/use-t";

/** The site catalogue's key of each passenger rule (same words as the server: rule-messages.test.ts). */
export const RULE_MESSAGES: Record<RuleMessageKey, MessageKey> = {
  BAD_INPUT: "errors.missingQuery",
  TOO_MANY_SEATS: "errors.maxSeats",
  GROUP_REQUEST: "errors.groupRequest",
  NO_TICKETS: "errors.selectTickets",
  CHILD_ALONE: "errors.childAlone",
  TOO_MANY_INFANTS: "errors.tooManyInfants",
  FAMILY_COMPOSITION: "errors.familyComposition",
};

export const ruleText = (violation: RuleViolation, t: Translate): string =>
  t(RULE_MESSAGES[violation.key], violation.params ?? {});
