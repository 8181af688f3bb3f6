/**
 * How sure the built-in responder must be before it answers with a piece of knowledge: the
 * match's score (0 to 1, findKnowledge) must reach this, otherwise the agent says it will pass
 * the question on and hands the conversation over. An agent without its own threshold uses it.
 */
export const DEFAULT_ANSWER_THRESHOLD = 0.5;
